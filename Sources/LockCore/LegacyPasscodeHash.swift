import Crypto

/// The seeds' verifier: lowercase hex of SHA-256 over the UTF-8 bytes of `passcode + salt`.
///
/// Bit-for-bit equal to `PasscodeService.hashPasscode` in the Stage 02 seed, so hashes
/// cached by the seed's backend verify here. It is fast to brute-force offline (the whole
/// six-digit space takes well under a second), which is why the `hardened` policy stores a
/// ``PasscodeVerifier/pbkdf2SHA256(rounds:)`` or ``PasscodeVerifier/scrypt(logN:blockSize:parallelism:)``
/// verifier instead.
public enum LegacyPasscodeHash {
    /// Hex SHA-256 of `passcode + salt`, exactly as the seed computes it.
    public static func hash(passcode: String, salt: String) -> String {
        var hasher = SHA256()
        for var part in [passcode, salt] {
            part.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        }
        return hasher.finalize().withUnsafeBytes { Hex.encode($0) }
    }
}
