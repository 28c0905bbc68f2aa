import LockCore

extension PasscodeService {
    /// First-time set: the API, then verify-and-cache; `hasPasscode` becomes true. The lock turns on here only
    /// under ``LockPolicy/enablesLockOnSetPasscode``: the seed's `setPasscode` leaves `passcodeEnabled` to the next
    /// `/api/auth/me` sync.
    public func setPasscode(_ passcode: String) async throws {
        let valid = try validateNew(passcode)
        _ = try await call { try await api.setPasscode(SetPasscodeRequest(passcode: valid.digits)) }
        try await verifyAndCachePasscode(valid.digits)
        state.hasPasscode = true
        if policy.enablesLockOnSetPasscode { state.passcodeEnabled = true }
    }

    /// Local verification against the cached verifier (no network). `false` when nothing is cached.
    public func verifyPasscode(_ passcode: String) -> Bool { verifyCachedPasscode(passcode) ?? false }

    /// Local verification against the cached verifier, or `nil` when nothing is cached (one read of the store).
    public func verifyCachedPasscode(_ passcode: String) -> Bool? {
        guard let verifier = try? store.verifier() else { return nil }
        return derivation.matches(verifier, passcode)
    }

    /// Server verification; on success the verifier is cached (the server's hash, or a KDF verifier).
    public func verifyAndCachePasscode(_ passcode: String) async throws {
        let response = try await call { try await api.verifyPasscode(VerifyPasscodeRequest(passcode: passcode)) }
        guard response.valid else { throw PasscodeServiceError.incorrectPasscode }
        try cache(passcode: passcode, serverHash: response.passcodeHash, serverSalt: response.passcodeSalt)
    }

    /// Change: the API checks the current passcode; the cache is updated from the response.
    public func changePasscode(current: String, new: String) async throws {
        let valid = try validateNew(new)
        let response = try await call {
            try await api.changePasscode(ChangePasscodeRequest(currentPasscode: current, newPasscode: valid.digits))
        }
        try cache(passcode: valid.digits, serverHash: response.passcodeHash, serverSalt: response.passcodeSalt)
    }

    /// Asks the server to email a reset code. Nothing changes locally.
    public func requestPasscodeReset() async throws {
        _ = try await call { try await api.requestPasscodeReset(ResetPasscodeRequestBody()) }
    }

    /// Reset with the emailed code; the cache is updated and `hasPasscode` becomes true (and the lock turns on
    /// under ``LockPolicy/enablesLockOnSetPasscode``, as for ``setPasscode(_:)``).
    public func resetPasscode(code: String, newPasscode: String) async throws {
        let valid = try validateNew(newPasscode)
        let response = try await call {
            try await api.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: valid.digits))
        }
        try cache(passcode: valid.digits, serverHash: response.passcodeHash, serverSalt: response.passcodeSalt)
        state.hasPasscode = true
        if policy.enablesLockOnSetPasscode { state.passcodeEnabled = true }
    }

    /// Stores a new timeout on the server and locally. Minutes outside `LockTimeout.minuteRange` are refused
    /// before the call. `currentPasscode` is sent as proof when given (a server on the hardened policy needs it).
    public func updateTimeout(_ minutes: Int, currentPasscode: String? = nil) async throws {
        do {
            _ = try LockTimeout(minutes: minutes)
        } catch {
            throw PasscodeServiceError.apiError("\(error)")
        }
        _ = try await call {
            try await api.updateTimeout(PasscodeTimeoutRequest(minutes: minutes, currentPasscode: currentPasscode))
        }
        state.timeoutMinutes = minutes
        try Self.storage { try store.setPasscodeTimeout(minutes) }
    }

    /// Turns the lock on or off on the server.
    public func togglePasscodeEnabled(_ enabled: Bool) async throws {
        let response = try await call { try await api.togglePasscodeEnabled(TogglePasscodeRequest(enabled: enabled)) }
        state.passcodeEnabled = response.passcodeEnabled
    }

    /// The seed's `removePasscode()` (the disable sheet, Stage 04's Forgot → Logout): the passcode is deleted on
    /// the server (`remove-passcode`, with `currentPasscode` as proof when given) and the cached verifier and
    /// biometric preference are removed, so the lock can be turned on again with a new passcode.
    public func removePasscode(currentPasscode: String? = nil) async throws {
        _ = try await call { try await api.removePasscode(RemovePasscodeRequest(currentPasscode: currentPasscode)) }
        try Self.storage {
            try store.update { contents in
                for key in [
                    SecureStoreKey.passcodeHash, .passcodeSalt, .passcodeVerifierAlgorithm,
                    .biometricEnabled, .biometricEnrollment, .passcodeAttempts,
                ] {
                    contents[key] = nil
                }
            }
        }
        state.hasPasscode = false
        state.passcodeEnabled = false
        state.isBiometricEnabled = false
        state.isLocked = false
    }

    /// Deletes the cached verifier after too many wrong passcodes; the server must re-authenticate.
    public func wipeVerifier() throws { try Self.storage { try store.removeVerifier() } }

    /// Logout: every passcode key is removed and the state reset (the seed's `clearLocalData`).
    public func clearLocalData() throws {
        try Self.storage { try store.clearPasscodeData() }
        state.hasPasscode = false
        state.passcodeEnabled = false
        state.isBiometricEnabled = false
        state.isLocked = false
        state.timeoutMinutes = 15
    }

    // MARK: Lock management

    /// Locks, if a passcode is set and enabled.
    public func lockApp() {
        guard hasPasscode && passcodeEnabled else { return }
        state.isLocked = true
    }

    /// The seed's rule: lock if a passcode is set and enabled and the app was away at least the timeout.
    public func shouldLockOnForeground(backgroundDuration: Duration) -> Bool {
        hasPasscode && passcodeEnabled && backgroundDuration >= .seconds(timeoutMinutes * 60)
    }

    // MARK: Helpers

    func validateNew(_ passcode: String) throws -> Passcode {
        do {
            let valid = try Passcode(passcode)
            try policy.blocklist.check(valid)
            return valid
        } catch {
            throw PasscodeServiceError.invalidPasscode(error)
        }
    }

    func cache(passcode: String, serverHash: String?, serverSalt: String?) throws {
        if policy.localVerifier == .legacySHA256 {
            guard let serverHash, let serverSalt else { return }
            try Self.storage {
                try store.setVerifier(StoredVerifier(algorithm: .legacySHA256, salt: serverSalt, hash: serverHash))
            }
        } else {
            let valid = try validateNew(passcode)
            let verifier = try Self.storage { try derivation.makeVerifier(policy.localVerifier, for: valid) }
            try Self.storage { try store.setVerifier(verifier) }
        }
    }

    func call<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PasscodeAPIError {
            throw PasscodeServiceError.apiError(error.description)
        } catch let error as PasscodeServiceError {
            throw error
        } catch {
            throw PasscodeServiceError.apiError("\(error)")
        }
    }

    static func storage<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PasscodeServiceError {
            throw error
        } catch {
            throw PasscodeServiceError.storage("\(error)")
        }
    }
}
