/// Body of `GET /test/outbox`: the sandbox's sent mail, oldest first.
public struct TestOutbox: Sendable, Hashable, Codable {
    /// One message.
    public struct Message: Sendable, Hashable, Codable {
        /// What the message carries.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// A six-digit passcode reset code (`/api/auth/reset-passcode-request`).
            case passcodeResetCode = "passcode-reset-code"
            /// A password reset link (`/v1/auth/forgot-password`).
            case passwordResetLink = "password-reset-link"
        }

        /// The recipient's email address.
        public let to: String
        /// What the message carries.
        public let kind: Kind
        /// The reset code (``Kind/passcodeResetCode`` only).
        public let code: String?
        /// The reset link, e.g. `artitec://reset-password?token=...` (``Kind/passwordResetLink`` only).
        public let link: String?
        /// The token the reset link carries (``Kind/passwordResetLink`` only), so a test can send it to
        /// `verify-reset-token` and `reset-password` without parsing the link (the OpenAPI document's links do).
        public let token: String?
        /// When it was sent on the sandbox's clock, seconds since 1970.
        public let sentAt: Double

        enum CodingKeys: String, CodingKey {
            case to, kind, code, link, token
            case sentAt = "sent_at"
        }

        /// A message from its fields.
        public init(
            to: String, kind: Kind, code: String? = nil, link: String? = nil, token: String? = nil, sentAt: Double
        ) {
            self.to = to
            self.kind = kind
            self.code = code
            self.link = link
            self.token = token
            self.sentAt = sentAt
        }
    }

    /// The messages, oldest first.
    public let messages: [Message]

    /// An outbox from its messages.
    public init(messages: [Message]) { self.messages = messages }
}
