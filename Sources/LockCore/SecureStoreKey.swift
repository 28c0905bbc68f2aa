/// A key in the secure store. The seeds' Keychain keys are provided as constants.
public struct SecureStoreKey: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The key text as stored.
    public var rawValue: String

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The seed's cached passcode hash.
    public static let passcodeHash = SecureStoreKey("com.repairminder.passcodeHash")
    /// The seed's cached passcode salt.
    public static let passcodeSalt = SecureStoreKey("com.repairminder.passcodeSalt")
    /// The seed's biometric-enabled flag ("1"/"0").
    public static let biometricEnabled = SecureStoreKey("com.repairminder.biometricEnabled")
    /// The seed's timeout in minutes.
    public static let passcodeTimeout = SecureStoreKey("com.repairminder.passcodeTimeout")
    /// The algorithm of the cached verifier (absent means the seed's SHA-256).
    public static let passcodeVerifierAlgorithm = SecureStoreKey("com.lockharness.passcodeVerifierAlgorithm")
    /// Consecutive wrong passcodes and their delay, JSON.
    public static let passcodeAttempts = SecureStoreKey("com.lockharness.passcodeAttempts")
    /// The enrollment state the user opted in to biometric unlock with.
    public static let biometricEnrollment = SecureStoreKey("com.lockharness.biometricEnrollment")
    /// Staff session token (cleared by `clearAll`).
    public static let staffToken = SecureStoreKey("com.repairminder.staffToken")
    /// Customer session token (cleared by `clearAll`).
    public static let customerToken = SecureStoreKey("com.repairminder.customerToken")

    /// The keys the seed's `clearPasscodeData` deletes, plus the harness's own passcode keys.
    public static let passcodeKeys: [SecureStoreKey] = [
        .passcodeHash, .passcodeSalt, .biometricEnabled, .passcodeTimeout, .passcodeVerifierAlgorithm,
        .passcodeAttempts, .biometricEnrollment,
    ]

    public var description: String { rawValue }

    public static func == (a: SecureStoreKey, b: SecureStoreKey) -> Bool { a.rawValue == b.rawValue }

    /// Hashes the key's length and its last eight bytes, where keys differ (they share long prefixes such as
    /// `com.repairminder.`): a store lookup then hashes 16 bytes, not the whole key. Equal keys hash equally.
    public func hash(into hasher: inout Hasher) {
        let utf8 = rawValue.utf8
        hasher.combine(utf8.count)
        var tail: UInt64 = 0
        for byte in utf8.suffix(8) { tail = tail << 8 | UInt64(byte) }
        hasher.combine(tail)
    }
}
