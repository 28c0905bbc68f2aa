import Biometrics

extension SimulatedPhoneState {
    /// The result of a keychain call that may have prompted: the outcome, and the credential it ended with (to be
    /// kept by the `LAContext` passed in `kSecUseAuthenticationContext`, so that the next call does not prompt).
    public struct KeychainCall: Sendable, Hashable {
        /// What the call came to.
        public var outcome: KeychainModel.Outcome
        /// The credential the call held at the end (the one passed in, plus any prompt's).
        public var credential: AuthenticationCredential?
    }

    /// `SecItemAdd`: no authentication is needed to add an item.
    public mutating func keychainAdd(_ item: KeychainItem) -> KeychainStatus {
        keychain.add(item, device: keychainDevice)
    }

    /// `SecItemCopyMatching`: prompts (at once, whatever the ``promptMode``) when an item demands an
    /// authentication `credential` does not provide; `interactionAllowed: false` fails with
    /// `errSecInteractionNotAllowed` instead.
    public mutating func keychainCopy(
        _ query: KeychainQuery, credential: AuthenticationCredential?, interactionAllowed: Bool, reason: String
    ) -> KeychainCall {
        authenticated(credential: credential, interactionAllowed: interactionAllowed, reason: reason) {
            phone, credential in
            phone.keychain.copyMatching(query, credential: credential, device: phone.keychainDevice)
        }
    }

    /// `SecItemUpdate`: the same authentication as a read.
    public mutating func keychainUpdate(
        _ query: KeychainQuery, data: [UInt8]?, label: String?, credential: AuthenticationCredential?,
        interactionAllowed: Bool, reason: String
    ) -> KeychainCall {
        authenticated(credential: credential, interactionAllowed: interactionAllowed, reason: reason) {
            phone, credential in
            let device = phone.keychainDevice
            return phone.keychain.update(query, data: data, label: label, credential: credential, device: device)
        }
    }

    /// `SecItemDelete`: no authentication.
    public mutating func keychainDelete(_ query: KeychainQuery) -> KeychainStatus { keychain.delete(query) }

    /// Runs `operation`, prompting for what it asks and running it again with the new credential.
    private mutating func authenticated(
        credential: AuthenticationCredential?, interactionAllowed: Bool, reason: String,
        _ operation: (inout SimulatedPhoneState, AuthenticationCredential?) -> KeychainModel.Outcome
    ) -> KeychainCall {
        var held = credential
        for _ in 0..<3 {
            let outcome = operation(&self, held)
            guard case .needsAuthentication(let control) = outcome else {
                return KeychainCall(outcome: outcome, credential: held)
            }
            guard interactionAllowed else {
                return KeychainCall(outcome: .failed(.interactionNotAllowed), credential: held)
            }
            for policy in Self.policies(for: control) {
                let request = AuthenticationRequest(policy: policy, reason: reason)
                guard case .finished(let result) = authenticate(request, forceImmediate: true) else { continue }
                switch result {
                case .authenticated(let proof): held = (held ?? AuthenticationCredential()).merging(proof)
                case .failed(let failure):
                    return KeychainCall(outcome: .failed(Self.status(for: failure)), credential: held)
                }
            }
        }
        return KeychainCall(outcome: .failed(.authFailed), credential: held)
    }

    /// The prompts that satisfy `control`: biometry, the passcode, or biometry falling back to the passcode.
    static func policies(for control: KeychainAccessControl) -> [AuthenticationPolicy] {
        let biometry = control.constraints.contains { $0 == .biometryAny || $0 == .biometryCurrentSet }
        let passcode = control.constraints.contains(.devicePasscode)
        let presence = control.constraints.contains(.userPresence)
        if control.combination == .or || control.constraints.count == 1 {
            if presence || (biometry && passcode) { return [.biometricsOrPasscode] }
            return biometry ? [.biometrics] : [.passcode]
        }
        var policies: [AuthenticationPolicy] = []
        if biometry { policies.append(.biometrics) }
        if passcode { policies.append(.passcode) }
        if presence, policies.isEmpty { policies.append(.biometricsOrPasscode) }
        return policies
    }

    /// The keychain status a failed prompt gives, as iOS converts a LocalAuthentication error into the `OSStatus` of a
    /// `SecItem…` call: the user's Cancel is `errSecUserCanceled`, no UI allowed is `errSecInteractionNotAllowed`,
    /// and every other LocalAuthentication error (failed match, lockout, the fallback button, a cancel by the
    /// system or the app) is `errSecAuthFailed`; the LAError code itself never reaches the caller of `SecItem…`.
    ///
    /// Sources: Apple's open-source Security framework, `SecErrorGetOSStatus` in SecItem.c
    /// (`osstatus_for_localauthentication_error`: userCancel → errSecUserCanceled, parameter → errSecParam,
    /// notInteractive → errSecInteractionNotAllowed, default → errSecAuthFailed); Apple Developer Forums thread
    /// 67595 (a keychain read after the system-wide Touch ID lockout returns errSecAuthFailed); square/Valet issue #265
    /// (to see `userFallback`, an app evaluates its own `LAContext` before the keychain read, because the read
    /// reports no LocalAuthentication code). App code that also compares the status with `kLAError…` values compiles
    /// and never matches, as on iOS.
    public static func status(for failure: BiometricOutcome) -> KeychainStatus {
        switch failure {
        case .userCancel: return .userCanceled
        case .notInteractive: return .interactionNotAllowed
        default: return .authFailed
        }
    }
}
