import Foundation

// MARK: - Set Passcode

/// Body of `POST /api/auth/set-passcode`.
public struct SetPasscodeBody: Encodable, Sendable {
    public let passcode: String
}

/// Answer of `set-passcode` (and `remove-passcode`).
public struct MessageResponse: Decodable, Sendable {
    public let message: String
}

// MARK: - Verify Passcode

/// Body of `POST /api/auth/verify-passcode`.
public struct VerifyPasscodeBody: Encodable, Sendable {
    public let passcode: String
}

/// Answer of `verify-passcode`: the server's salted SHA-256, for the local cache.
public struct VerifyPasscodeResult: Codable, Sendable, Equatable {
    public let valid: Bool
    public let passcodeHash: String?
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
    public let currentPasscode: String?
}

// MARK: - Me

/// The passcode part of `GET /api/auth/me`.
public struct MeResponse: Codable, Sendable, Equatable {
    public let hasPasscode: Bool
    public let passcodeEnabled: Bool
    public let passcodeTimeoutMinutes: Int?

    /// A response from its parts.
    public init(hasPasscode: Bool, passcodeEnabled: Bool, passcodeTimeoutMinutes: Int?) {
        self.hasPasscode = hasPasscode
        self.passcodeEnabled = passcodeEnabled
        self.passcodeTimeoutMinutes = passcodeTimeoutMinutes
    }
}
