/// Body of a 200 from `POST /v1/auth/verify-reset-token` (seed 002 `VerifyTokenResponse`).
///
/// JSON keys: `valid`, `message`, `expires_at`, `user_email`; the last two may be absent.
public struct VerifyResetTokenResponse: Sendable, Hashable, Codable {
    /// Whether the token may be used to reset a password.
    public let valid: Bool
    /// The server's message; shown as the error when `valid` is false.
    public let message: String
    /// When the token expires, as the server formats it (ISO 8601 from the in-process backend).
    public let expiresAt: String?
    /// The account the token resets; the form shows "For: <email>".
    public let userEmail: String?

    enum CodingKeys: String, CodingKey {
        case valid, message
        case expiresAt = "expires_at"
        case userEmail = "user_email"
    }

    /// A response from its fields.
    public init(valid: Bool, message: String, expiresAt: String? = nil, userEmail: String? = nil) {
        self.valid = valid
        self.message = message
        self.expiresAt = expiresAt
        self.userEmail = userEmail
    }
}
