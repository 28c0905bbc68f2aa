import Foundation
import LockCore

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
