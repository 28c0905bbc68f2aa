import Foundation
import LockCore

/// What seed 002's server keeps, as one value: users and reset tokens. ``PasswordResetServerRules`` reads and
/// changes it; a backend only stores it (``InMemoryPasswordResetBackend`` keeps the whole value, the reference
/// server loads the slice one request needs from SQLite and writes back what changed).
public struct PasswordResetServerState: Sendable, Hashable {
    /// user id -> user.
    public var users: [String: PasswordResetUser]
    /// Token digest (lowercase hex SHA-256 of the raw token) -> token. The raw token is never kept.
    public var tokens: [String: PasswordResetToken]

    /// A state from its parts (empty by default).
    public init(users: [String: PasswordResetUser] = [:], tokens: [String: PasswordResetToken] = [:]) {
        self.users = users
        self.tokens = tokens
    }

    /// The id of the user whose address is `email` (compared trimmed and case-insensitively).
    public func userID(forEmail email: String) -> String? {
        let key = PasswordResetUser.normalized(email)
        return users.first { PasswordResetUser.normalized($0.value.email) == key }?.key
    }
}

/// One account of seed 002's server.
public struct PasswordResetUser: Sendable, Hashable, Codable {
    /// The user id.
    public var userID: String
    /// The address reset links go to, as registered.
    public var email: String
    /// The stored password verifier; nil for an account that never set a password.
    public var password: StoredVerifier?
    /// Signed-in sessions (a successful reset may end them).
    public var sessions: Int

    /// A user from its parts.
    public init(userID: String, email: String, password: StoredVerifier?, sessions: Int = 0) {
        self.userID = userID
        self.email = email
        self.password = password
        self.sessions = sessions
    }

    /// The form addresses are compared in: trimmed, lowercased.
    public static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

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
    public init(userID: String, issuedAt: WallClockInstant, expiresAt: WallClockInstant, used: Bool = false, revoked: Bool = false) {
        self.userID = userID
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.used = used
        self.revoked = revoked
    }
}
