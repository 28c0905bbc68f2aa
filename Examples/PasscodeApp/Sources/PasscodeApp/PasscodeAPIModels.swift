import Foundation

// MARK: - Set Passcode

/// Body of `POST /api/auth/set-passcode`.
public struct SetPasscodeBody: Encodable, Sendable {
    /// The new six-digit passcode.
    public let passcode: String
}

/// Answer of `set-passcode` (and `remove-passcode`).
public struct MessageResponse: Decodable, Sendable {
    /// The server's confirmation.
    public let message: String
}

// MARK: - Verify Passcode

/// Body of `POST /api/auth/verify-passcode`.
public struct VerifyPasscodeBody: Encodable, Sendable {
    /// The passcode to check.
    public let passcode: String
}

/// Answer of `verify-passcode`: the server's salted SHA-256, for the local cache.
public struct VerifyPasscodeResult: Codable, Sendable, Equatable {
    /// Whether the passcode is the account's.
    public let valid: Bool
    /// The verifier's hash, when valid.
    public let passcodeHash: String?
    /// The verifier's salt, when valid.
    public let passcodeSalt: String?

    /// A result from its parts.
    public init(valid: Bool, passcodeHash: String?, passcodeSalt: String?) {
        self.valid = valid
        self.passcodeHash = passcodeHash
        self.passcodeSalt = passcodeSalt
    }
}

// MARK: - Remove Passcode

/// Body of `POST /api/auth/remove-passcode`.
public struct RemovePasscodeBody: Encodable, Sendable {
    /// The current passcode, as proof (servers with the hardened policy require it).
    public let currentPasscode: String?
}

// MARK: - Me

/// The passcode part of `GET /api/auth/me`.
public struct MeResponse: Codable, Sendable, Equatable {
    /// Whether the account has a passcode.
    public let hasPasscode: Bool
    /// Whether the lock is on.
    public let passcodeEnabled: Bool
    /// The timeout in minutes (nil: the default, 15).
    public let passcodeTimeoutMinutes: Int?

    /// A response from its parts.
    public init(hasPasscode: Bool, passcodeEnabled: Bool, passcodeTimeoutMinutes: Int?) {
        self.hasPasscode = hasPasscode
        self.passcodeEnabled = passcodeEnabled
        self.passcodeTimeoutMinutes = passcodeTimeoutMinutes
    }
}
