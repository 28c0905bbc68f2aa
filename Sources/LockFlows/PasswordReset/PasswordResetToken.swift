import LockCore

/// One issued reset token, as the server keeps it (under its digest).
public struct PasswordResetToken: Sendable, Hashable, Codable {
    /// The account it resets.
    public var userID: String
    /// When it was issued.
    public var issuedAt: WallClockInstant
    /// The first instant at which it no longer works.
    public var expiresAt: WallClockInstant
    /// Whether a reset used it up.
    public var used: Bool
    /// Whether a newer request or a reset revoked it.
    public var revoked: Bool

    /// A token from its parts.
    public init(
        userID: String, issuedAt: WallClockInstant, expiresAt: WallClockInstant, used: Bool = false,
        revoked: Bool = false
    ) {
        self.userID = userID
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.used = used
        self.revoked = revoked
    }
}
