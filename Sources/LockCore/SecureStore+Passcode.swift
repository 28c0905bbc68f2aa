import Foundation

/// The seed's `KeychainManager` passcode methods.
extension SecureStore {
    /// Caches the passcode hash.
    public func setPasscodeHash(_ hash: String) throws { try set(hash, for: .passcodeHash) }
    /// The cached passcode hash.
    public func passcodeHash() throws -> String? { try string(for: .passcodeHash) }
    /// Caches the passcode salt.
    public func setPasscodeSalt(_ salt: String) throws { try set(salt, for: .passcodeSalt) }
    /// The cached passcode salt.
    public func passcodeSalt() throws -> String? { try string(for: .passcodeSalt) }
    /// Stores the biometric flag as the seed does ("1" or "0").
    public func setBiometricEnabled(_ enabled: Bool) throws { try set(enabled ? "1" : "0", for: .biometricEnabled) }
    /// Whether the biometric flag is "1".
    public func isBiometricEnabled() throws -> Bool { try string(for: .biometricEnabled) == "1" }
    /// Stores the timeout in minutes.
    public func setPasscodeTimeout(_ minutes: Int) throws { try set(String(minutes), for: .passcodeTimeout) }
    /// The stored timeout in minutes, if any and numeric.
    public func passcodeTimeout() throws -> Int? { try string(for: .passcodeTimeout).flatMap { Int($0) } }

    /// Stores a verifier (hash, salt and algorithm) in one atomic write.
    public func setVerifier(_ verifier: StoredVerifier) throws {
        let algorithm = try verifier.algorithm.storedText()
        try update {
            $0[.passcodeHash] = verifier.hash
            $0[.passcodeSalt] = verifier.salt
            $0[.passcodeVerifierAlgorithm] = algorithm
        }
    }

    /// The cached verifier; a hash without an algorithm is the seed's SHA-256.
    public func verifier() throws -> StoredVerifier? {
        let contents = try contents()
        guard let hash = contents[.passcodeHash], let salt = contents[.passcodeSalt] else { return nil }
        var algorithm = PasscodeVerifier.legacySHA256
        if let text = contents[.passcodeVerifierAlgorithm] {
            do {
                algorithm = try PasscodeVerifier(storedText: text)
            } catch {
                throw SecureStoreError.corruptValue(key: .passcodeVerifierAlgorithm, reason: "\(error)")
            }
        }
        return StoredVerifier(algorithm: algorithm, salt: salt, hash: hash)
    }

    /// Deletes the cached verifier only (hash, salt, algorithm).
    public func removeVerifier() throws {
        try update {
            $0[.passcodeHash] = nil
            $0[.passcodeSalt] = nil
            $0[.passcodeVerifierAlgorithm] = nil
        }
    }

    /// Stores the passcode attempt state.
    public func setPasscodeAttempts(_ state: PasscodeAttemptState) throws {
        try set(String(decoding: try JSONEncoder().encode(state), as: UTF8.self), for: .passcodeAttempts)
    }

    /// The stored passcode attempt state (a fresh one if none was stored).
    public func passcodeAttempts() throws -> PasscodeAttemptState {
        guard let text = try string(for: .passcodeAttempts) else { return PasscodeAttemptState() }
        do {
            return try JSONDecoder().decode(PasscodeAttemptState.self, from: Data(text.utf8))
        } catch {
            throw SecureStoreError.corruptValue(key: .passcodeAttempts, reason: "\(error)")
        }
    }

    /// The seed's `clearPasscodeData`: removes every passcode key in one write.
    public func clearPasscodeData() throws {
        try update { contents in
            for key in SecureStoreKey.passcodeKeys { contents[key] = nil }
        }
    }

    /// The seed's `clearAll`: session tokens and passcode data, in one write.
    public func clearAll() throws {
        try update { contents in
            for key in SecureStoreKey.passcodeKeys + [.staffToken, .customerToken] { contents[key] = nil }
        }
    }
}
