import LockCore

/// A reset email the in-process backend "sent": what lands in the user's inbox.
public struct PasswordResetEmail: Sendable, Hashable {
    /// The account's address.
    public let to: String
    /// The link in the email, carrying the raw token (the backend itself keeps only its hash).
    public let link: ResetPasswordLink
    /// When it was sent, in the backend's time.
    public let sentAt: WallClockInstant

    /// An email from its fields.
    public init(to: String, link: ResetPasswordLink, sentAt: WallClockInstant) {
        self.to = to
        self.link = link
        self.sentAt = sentAt
    }

    /// The raw token in the link.
    public var token: String { link.token }
}
