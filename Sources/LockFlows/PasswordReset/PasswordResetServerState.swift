import Foundation

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
