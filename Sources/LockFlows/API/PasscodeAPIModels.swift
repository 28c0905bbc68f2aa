// The seed's request and response shapes (Stage 02 `PasscodeAPIModels.swift`), shared by the client,
// the in-process backend and the reference server: one definition of the JSON.

/// `POST /api/auth/set-passcode` body.
public struct SetPasscodeRequest: Codable, Sendable, Hashable {
    /// The new passcode.
    public let passcode: String
    /// A request for `passcode`.
    public init(passcode: String) { self.passcode = passcode }
}

/// `POST /api/auth/set-passcode` response.
public struct SetPasscodeResponse: Codable, Sendable, Hashable {
    /// Human-readable confirmation.
    public let message: String
    /// A response with `message`.
    public init(message: String) { self.message = message }
}

/// `POST /api/auth/verify-passcode` body.
public struct VerifyPasscodeRequest: Codable, Sendable, Hashable {
    /// The passcode to check.
    public let passcode: String
    /// A request for `passcode`.
    public init(passcode: String) { self.passcode = passcode }
}

/// `POST /api/auth/verify-passcode` response: the hash and salt come back only when valid.
public struct VerifyPasscodeResponse: Codable, Sendable, Hashable {
    /// Whether the passcode matched.
    public let valid: Bool
    /// The server's SHA-256 hash, for the local cache.
    public let passcodeHash: String?
    /// The server's salt, for the local cache.
    public let passcodeSalt: String?
    /// A response from its parts.
    public init(valid: Bool, passcodeHash: String?, passcodeSalt: String?) {
        self.valid = valid
        self.passcodeHash = passcodeHash
        self.passcodeSalt = passcodeSalt
    }
}

/// `POST /api/auth/change-passcode` body.
public struct ChangePasscodeRequest: Codable, Sendable, Hashable {
    /// The passcode in force.
    public let currentPasscode: String
    /// The replacement.
    public let newPasscode: String
    /// A request from its parts.
    public init(currentPasscode: String, newPasscode: String) {
        self.currentPasscode = currentPasscode
        self.newPasscode = newPasscode
    }
}

/// `POST /api/auth/change-passcode` response.
public struct ChangePasscodeResponse: Codable, Sendable, Hashable {
    /// Human-readable confirmation.
    public let message: String
    /// The new hash.
    public let passcodeHash: String?
    /// The new salt.
    public let passcodeSalt: String?
    /// A response from its parts.
    public init(message: String, passcodeHash: String?, passcodeSalt: String?) {
        self.message = message
        self.passcodeHash = passcodeHash
        self.passcodeSalt = passcodeSalt
    }
}

/// `POST /api/auth/reset-passcode-request` body (empty).
public struct ResetPasscodeRequestBody: Codable, Sendable, Hashable {
    /// The empty body.
    public init() {}

    /// Decodes a JSON object (its fields are ignored); anything else (a string, an array) is a type mismatch.
    public init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: AnyFieldKey.self)
    }

    private struct AnyFieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// `POST /api/auth/reset-passcode-request` response.
public struct ResetPasscodeRequestResponse: Codable, Sendable, Hashable {
    /// Human-readable confirmation.
    public let message: String
    /// A response with `message`.
    public init(message: String) { self.message = message }
}

/// `POST /api/auth/reset-passcode` body.
public struct ResetPasscodeRequest: Codable, Sendable, Hashable {
    /// The code from the email.
    public let code: String
    /// The replacement passcode.
    public let newPasscode: String
    /// A request from its parts.
    public init(code: String, newPasscode: String) {
        self.code = code
        self.newPasscode = newPasscode
    }
}

/// `POST /api/auth/reset-passcode` response.
public struct ResetPasscodeResponse: Codable, Sendable, Hashable {
    /// Human-readable confirmation.
    public let message: String
    /// The new hash.
    public let passcodeHash: String?
    /// The new salt.
    public let passcodeSalt: String?
    /// A response from its parts.
    public init(message: String, passcodeHash: String?, passcodeSalt: String?) {
        self.message = message
        self.passcodeHash = passcodeHash
        self.passcodeSalt = passcodeSalt
    }
}

/// `PUT /api/user/passcode-timeout` body.
///
/// `currentPasscode` is not in the seed's body: absent, this is the seed's request; a server on the hardened
/// policy (``PasscodeServerRules/Policy/hardened``) requires it once a passcode is set.
public struct PasscodeTimeoutRequest: Codable, Sendable, Hashable {
    /// The timeout in minutes.
    public let minutes: Int
    /// The passcode in force, as proof (hardened policy); nil sends the seed's body.
    public let currentPasscode: String?
    /// A request for `minutes`, with `currentPasscode` as proof when given.
    public init(minutes: Int, currentPasscode: String? = nil) {
        self.minutes = minutes
        self.currentPasscode = currentPasscode
    }
}

/// `PUT /api/user/passcode-timeout` response.
public struct PasscodeTimeoutResponse: Codable, Sendable, Hashable {
    /// The stored timeout.
    public let passcodeTimeoutMinutes: Int
    /// A response for `passcodeTimeoutMinutes`.
    public init(passcodeTimeoutMinutes: Int) { self.passcodeTimeoutMinutes = passcodeTimeoutMinutes }
}

/// `PUT /api/auth/toggle-passcode-enabled` body.
///
/// `currentPasscode` is not in the seed's body: absent, this is the seed's request; a server on the hardened
/// policy (``PasscodeServerRules/Policy/hardened``) requires it to turn the lock off.
public struct TogglePasscodeRequest: Codable, Sendable, Hashable {
    /// The new state.
    public let enabled: Bool
    /// The passcode in force, as proof (hardened policy); nil sends the seed's body.
    public let currentPasscode: String?
    /// A request for `enabled`, with `currentPasscode` as proof when given.
    public init(enabled: Bool, currentPasscode: String? = nil) {
        self.enabled = enabled
        self.currentPasscode = currentPasscode
    }
}

/// `PUT /api/auth/toggle-passcode-enabled` response.
public struct TogglePasscodeResponse: Codable, Sendable, Hashable {
    /// The stored state.
    public let passcodeEnabled: Bool
    /// A response for `passcodeEnabled`.
    public init(passcodeEnabled: Bool) { self.passcodeEnabled = passcodeEnabled }
}

/// `POST /api/auth/remove-passcode` body: the seed's `removePasscode()` (the disable sheet, and Stage 04's
/// "Forgot Passcode?" → Logout).
///
/// The seeds call `removePasscode()` but never define it; this project gives it a route of its own so that a
/// disabled lock can be turned on again with a new passcode (`set-passcode` stays refused over an existing one).
/// `currentPasscode` is the proof a server on the hardened policy requires once a passcode is set.
public struct RemovePasscodeRequest: Codable, Sendable, Hashable {
    /// The passcode in force, as proof (hardened policy); nil sends the seed-style body.
    public let currentPasscode: String?
    /// A request, with `currentPasscode` as proof when given.
    public init(currentPasscode: String? = nil) { self.currentPasscode = currentPasscode }
}

/// `POST /api/auth/remove-passcode` response.
public struct RemovePasscodeResponse: Codable, Sendable, Hashable {
    /// What happened.
    public let message: String
    /// A response with `message`.
    public init(message: String) { self.message = message }
}

/// The passcode fields of `GET /api/auth/me` (`GetCurrentUserResponse`).
public struct CurrentUserPasscodeState: Codable, Sendable, Hashable {
    /// Whether the user has set a passcode.
    public let hasPasscode: Bool
    /// Whether the lock is on.
    public let passcodeEnabled: Bool
    /// The timeout; the client uses 15 when absent.
    public let passcodeTimeoutMinutes: Int?
    /// The state from its parts.
    public init(hasPasscode: Bool, passcodeEnabled: Bool, passcodeTimeoutMinutes: Int?) {
        self.hasPasscode = hasPasscode
        self.passcodeEnabled = passcodeEnabled
        self.passcodeTimeoutMinutes = passcodeTimeoutMinutes
    }
}

/// The request of a route that takes no body (`GET /api/auth/me`).
public struct NoRequestBody: Codable, Sendable, Hashable {
    /// The empty request.
    public init() {}
}
