#if os(Linux)
    import Biometrics
    import Foundation
    import FoundationCompat
    import SimulatedPhone
    import Synchronization

    /// LocalAuthentication's context, answered by the simulated phone (``SimulatedPhone/current`` unless another is
    /// given): every evaluation goes to its sensor, with the Face ID / Touch ID rules (attempts per prompt, lockout,
    /// passcode fallback). The context only translates; the rules are the phone's.
    ///
    /// Behaviour as Apple documents it:
    /// - `biometryType` is set by `canEvaluatePolicy(_:error:)`, whatever it returns; `.none` before.
    /// - `evaluatedPolicyDomainState` is set by a successful `canEvaluatePolicy` for the biometric policy or a
    ///   successful biometric evaluation, and differs after an enrollment change.
    /// - `invalidate()` ends an evaluation in flight with `appCancel`; later use fails with `invalidContext`.
    /// - A context that evaluated successfully succeeds again without a prompt (until invalidated), and the keychain
    ///   reuses it through `kSecUseAuthenticationContext`.
    /// - `touchIDAuthenticationAllowableReuseDuration`: a biometric device unlock that recent satisfies evaluation.
    /// - Replies run on the calling thread before `evaluatePolicy` returns, unless the phone holds prompts.
    open class LAContext: NSObject, @unchecked Sendable, SimulatedAuthenticationContext {
        private struct State {
            var biometryType: LABiometryType = .none
            var domainState: Data?
            var credential: AuthenticationCredential?
            var invalidated = false
            var tickets: [Int] = []
            var localizedFallbackTitle: String?
            var localizedCancelTitle: String?
            var localizedReason = ""
            var reuseDuration: TimeInterval = 0
            var interactionNotAllowed = false
        }

        private let state = Mutex(State())
        private let phone: SimulatedPhone

        /// A context on the process-wide simulated phone.
        public override convenience init() { self.init(phone: .current) }

        /// A context on `phone`.
        public init(phone: SimulatedPhone) {
            self.phone = phone
            super.init()
        }

        /// The title of the fallback button (`nil`: "Enter Password"; empty: hidden).
        open var localizedFallbackTitle: String? {
            get { state.withLock { $0.localizedFallbackTitle } }
            set { state.withLock { $0.localizedFallbackTitle = newValue } }
        }

        /// The title of the cancel button.
        open var localizedCancelTitle: String? {
            get { state.withLock { $0.localizedCancelTitle } }
            set { state.withLock { $0.localizedCancelTitle = newValue } }
        }

        /// The reason shown when the keychain prompts through this context.
        open var localizedReason: String {
            get { state.withLock { $0.localizedReason } }
            set { state.withLock { $0.localizedReason = newValue } }
        }

        /// A biometric device unlock this recent (seconds, at most 300) satisfies evaluation without a prompt.
        open var touchIDAuthenticationAllowableReuseDuration: TimeInterval {
            get { state.withLock { $0.reuseDuration } }
            set { state.withLock { $0.reuseDuration = max(0, newValue) } }
        }

        /// Whether evaluation fails with `notInteractive` instead of showing a prompt.
        open var interactionNotAllowed: Bool {
            get { state.withLock { $0.interactionNotAllowed } }
            set { state.withLock { $0.interactionNotAllowed = newValue } }
        }

        /// The device's biometry, known once `canEvaluatePolicy(_:error:)` was called.
        open var biometryType: LABiometryType { state.withLock { $0.biometryType } }

        /// An opaque value that changes when the enrolled faces or fingers change (`nil` until a successful biometric
        /// `canEvaluatePolicy` or evaluation).
        open var evaluatedPolicyDomainState: Data? { state.withLock { $0.domainState } }

        /// The evaluated domains' state (iOS 18's replacement of ``evaluatedPolicyDomainState``).
        open var domainState: LADomainState {
            state.withLock {
                LADomainState(biometry: LADomainStateBiometry(biometryType: $0.biometryType, stateHash: $0.domainState))
            }
        }

        /// Whether `policy` can be evaluated now; on failure `error` holds the LAError.
        /// Swift imports every Objective-C method as `@discardableResult` (SE-0047, "Defaulting non-Void functions so
        /// they warn on unused results": imported C and Objective-C functions are exempt), so
        /// `context.canEvaluatePolicy(policy, error: &error)` alone compiles without a warning.
        @discardableResult
        open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
            let snapshot = phone.state
            let capability = snapshot.biometrics.capability(at: snapshot.now)
            let failure: LAError? = state.withLock { state in
                state.biometryType = Self.laType(capability.biometryType)
                if state.invalidated { return LAError(.invalidContext) }
                guard let phonePolicy = Self.phonePolicy(policy) else { return LAError(.companionNotAvailable) }
                if let reason = snapshot.unavailableReason(for: phonePolicy) { return LAError(outcome: reason) }
                if phonePolicy == .biometrics, let enrollment = capability.enrollment {
                    state.domainState = Data(enrollment.rawValue.utf8)
                }
                return nil
            }
            error?.pointee = failure.map { $0 as NSError }
            return failure == nil
        }

        /// Evaluates `policy`, showing `localizedReason`; `reply` gets `true`, or `false` and the LAError.
        open func evaluatePolicy(
            _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
        ) {
            let enrollment = phone.state.biometrics.enrollment
            let (request, failure, satisfied) = state.withLock { state -> (AuthenticationRequest?, LAError?, Bool) in
                if state.invalidated { return (nil, LAError(.invalidContext), false) }
                guard let phonePolicy = Self.phonePolicy(policy) else {
                    return (nil, LAError(.companionNotAvailable), false)
                }
                let request = AuthenticationRequest(
                    policy: phonePolicy, reason: localizedReason, interactionAllowed: !state.interactionNotAllowed,
                    reuseDuration: .milliseconds(Int64(state.reuseDuration * 1000)))
                return (request, nil, state.credential.map { Self.covers($0, phonePolicy, enrollment) } ?? false)
            }
            if let failure { return reply(false, failure) }
            guard let request else { return }
            if satisfied { return reply(true, nil) }
            let ticket = phone.authenticate(request) { [weak self] result in
                switch result {
                case .authenticated(let credential):
                    self?.simulatedRecord(credential)
                    reply(true, nil)
                case .failed(let outcome):
                    reply(false, LAError(outcome: outcome))
                }
            }
            if let ticket {
                let invalidated = state.withLock { state in
                    state.tickets.append(ticket)
                    return state.invalidated
                }
                if invalidated { phone.cancelHeldPrompt(with: .appCancel, ticket: ticket) }
            }
        }

        /// Evaluates `policy`, showing `localizedReason`; returns `true` or throws the LAError. `@discardableResult`
        /// as Swift imports it from the Objective-C method (`try await context.evaluatePolicy(…)` alone is silent).
        @discardableResult
        open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
            try await withCheckedThrowingContinuation { continuation in
                evaluatePolicy(policy, localizedReason: localizedReason) { success, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else {
                        continuation.resume(returning: success)
                    }
                }
            }
        }

        /// Ends an evaluation in flight with `appCancel`; later use of the context fails with `invalidContext`.
        open func invalidate() {
            let tickets = state.withLock { state in
                state.invalidated = true
                state.credential = nil
                defer { state.tickets = [] }
                return state.tickets
            }
            for ticket in tickets { phone.cancelHeldPrompt(with: .appCancel, ticket: ticket) }
        }

        // MARK: SimulatedAuthenticationContext

        /// What this context's evaluations proved (for the keychain).
        public var simulatedCredential: AuthenticationCredential? { state.withLock { $0.credential } }
        /// Whether prompts are forbidden.
        public var simulatedInteractionNotAllowed: Bool { interactionNotAllowed }
        /// Whether ``invalidate()`` was called.
        public var simulatedIsInvalidated: Bool { state.withLock { $0.invalidated } }

        /// Keeps `credential` (and the domain state of a biometric match).
        public func simulatedRecord(_ credential: AuthenticationCredential) {
            state.withLock { state in
                guard !state.invalidated else { return }
                state.credential = (state.credential ?? AuthenticationCredential()).merging(credential)
                if let enrollment = credential.biometry { state.domainState = Data(enrollment.rawValue.utf8) }
            }
        }

        // MARK: Translation

        /// Whether `credential` satisfies `policy` now (a biometric proof counts only for the enrolled set it matched).
        private static func covers(
            _ credential: AuthenticationCredential, _ policy: AuthenticationPolicy, _ enrollment: EnrollmentState?
        ) -> Bool {
            let biometry = credential.biometry != nil && credential.biometry == enrollment
            switch policy {
            case .biometrics: return biometry
            case .biometricsOrPasscode: return biometry || credential.passcode
            case .passcode: return credential.passcode
            }
        }

        private static func phonePolicy(_ policy: LAPolicy) -> AuthenticationPolicy? {
            switch policy {
            case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrCompanion:
                return .biometrics
            case .deviceOwnerAuthentication: return .biometricsOrPasscode
            case .deviceOwnerAuthenticationWithCompanion, .deviceOwnerAuthenticationWithWristDetection: return nil
            }
        }

        private static func laType(_ type: BiometryType) -> LABiometryType {
            switch type {
            case .none: return .none
            case .touchID, .fingerprint: return .touchID
            case .faceID: return .faceID
            }
        }
    }
#endif
