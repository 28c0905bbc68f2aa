import Crypto
import _CryptoExtras

/// How a passcode verifier is derived from a passcode and a salt.
///
/// - ``legacySHA256``: the seeds' `hex(SHA-256(passcode + salt))`. Cheap to brute-force offline.
/// - ``pbkdf2SHA256(rounds:)``: PBKDF2-HMAC-SHA256; OWASP recommends 600,000 rounds.
/// - ``scrypt(logN:blockSize:parallelism:)``: scrypt with N = 2^logN; OWASP recommends logN 17, r 8, p 1.
///
/// The cost is a parameter so tests and matrices can use a cheap cost while production uses
/// ``owaspPBKDF2``.
public enum PasscodeVerifier: Sendable, Hashable, Codable, CustomStringConvertible {
    case legacySHA256
    case pbkdf2SHA256(rounds: Int)
    case scrypt(logN: Int, blockSize: Int, parallelism: Int)

    /// PBKDF2-HMAC-SHA256 at OWASP's 2023 cost (600,000 rounds).
    public static let owaspPBKDF2 = PasscodeVerifier.pbkdf2SHA256(rounds: 600_000)
    /// scrypt at OWASP's cost (N = 2^17, r = 8, p = 1; 128 MiB).
    public static let owaspScrypt = PasscodeVerifier.scrypt(logN: 17, blockSize: 8, parallelism: 1)

    /// Allowed PBKDF2 rounds.
    public static let pbkdf2RoundsRange = 1...10_000_000
    /// Allowed scrypt log2(N).
    public static let scryptLogNRange = 1...20
    /// Allowed scrypt block size and parallelism.
    public static let scryptFactorRange = 1...16

    public var description: String {
        switch self {
        case .legacySHA256: return "legacy-sha256"
        case .pbkdf2SHA256(let rounds): return "pbkdf2-sha256(rounds: \(rounds))"
        case .scrypt(let logN, let r, let p): return "scrypt(N: 2^\(logN), r: \(r), p: \(p))"
        }
    }

    /// Checks that the cost parameters are in range.
    public func validate() throws(LockConfigurationError) {
        switch self {
        case .legacySHA256: return
        case .pbkdf2SHA256(let rounds):
            try LockConfigurationError.check(rounds, in: Self.pbkdf2RoundsRange, field: "verifier.rounds")
        case .scrypt(let logN, let r, let p):
            try LockConfigurationError.check(logN, in: Self.scryptLogNRange, field: "verifier.logN")
            try LockConfigurationError.check(r, in: Self.scryptFactorRange, field: "verifier.blockSize")
            try LockConfigurationError.check(p, in: Self.scryptFactorRange, field: "verifier.parallelism")
        }
    }

    /// The hex verifier for `passcode` under `salt`.
    public func derive(passcode: String, salt: String) throws -> String {
        try validate()
        switch self {
        case .legacySHA256:
            return LegacyPasscodeHash.hash(passcode: passcode, salt: salt)
        case .pbkdf2SHA256(let rounds):
            let key = try Self.withUTF8(passcode, salt) { passcode, salt in
                try KDF.Insecure.PBKDF2.deriveKey(
                    from: passcode, salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: rounds)
            }
            return key.withUnsafeBytes { Hex.encode($0) }
        case .scrypt(let logN, let r, let p):
            let key = try Self.withUTF8(passcode, salt) { passcode, salt in
                try KDF.Scrypt.deriveKey(
                    from: passcode, salt: salt, outputByteCount: 32, rounds: 1 << logN, blockSize: r, parallelism: p)
            }
            return key.withUnsafeBytes { Hex.encode($0) }
        }
    }

    /// Runs `body` on the UTF-8 bytes of `passcode` and `salt`, read in place (no array is made for either).
    private static func withUTF8<T>(
        _ passcode: String, _ salt: String, _ body: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) throws -> T
    ) rethrows -> T {
        var passcode = passcode
        var salt = salt
        return try passcode.withUTF8 { passcode in
            try salt.withUTF8 { salt in try body(UnsafeRawBufferPointer(passcode), UnsafeRawBufferPointer(salt)) }
        }
    }

    /// A new stored verifier for `passcode` with a fresh random salt (16 bytes from the system CSPRNG).
    public func makeVerifier(for passcode: Passcode) throws -> StoredVerifier {
        var generator = SystemRandomNumberGenerator()
        let salt = Hex.random(byteCount: 16, using: &generator)
        return try makeVerifier(for: passcode, salt: salt)
    }

    /// A stored verifier for `passcode` under a given salt.
    public func makeVerifier(for passcode: Passcode, salt: String) throws -> StoredVerifier {
        StoredVerifier(algorithm: self, salt: salt, hash: try derive(passcode: passcode.digits, salt: salt))
    }
}
