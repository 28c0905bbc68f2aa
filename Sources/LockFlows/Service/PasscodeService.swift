import Biometrics
import LockCore

/// The seed's `PasscodeService`, over injected collaborators instead of singletons.
///
/// ```swift
/// let service = try PasscodeService(api: backend, store: InMemorySecureStore(), policy: .seed)
/// try await service.setPasscode("482916")      // API, then verify-and-cache
/// await service.verifyPasscode("482916")        // true, offline
/// await service.checkBiometricAvailability(await faceID.capability())   // the owner reads the sensor
/// ```
///
/// The service never calls the biometric sensor: its owner reads it (at once for a simulated sensor, awaited for a
/// real reader) and hands the reading in, and tells the sensor itself when the passcode was entered. So each
/// biometric call has one form, which never suspends.
///
/// The local verifier follows the policy: `seed` caches the server's SHA-256 hash and salt; a policy with a
/// slow KDF derives its own verifier from the passcode the user just typed (after the server accepted it)
/// and caches that instead, so a copy of the store cannot be brute-forced in seconds.
public actor PasscodeService {
    /// What the service knows beyond its store, in one stored value (``state``): one exclusivity-checked access reads
    /// all of it.
    public internal(set) var state: PasscodeServiceState

    /// Whether a passcode is set (a verifier is cached or the server says so).
    public var hasPasscode: Bool { state.hasPasscode }
    /// Whether the lock is turned on.
    public var passcodeEnabled: Bool { state.passcodeEnabled }
    /// Whether the user turned biometric unlock on.
    public var isBiometricEnabled: Bool { state.isBiometricEnabled }
    /// The seed's `biometricType` after `checkBiometricAvailability()`.
    public var biometricType: BiometryType { state.biometricType }
    /// The timeout in minutes (default 15).
    public var timeoutMinutes: Int { state.timeoutMinutes }
    /// The seed's `isLocked`.
    public var isLocked: Bool { state.isLocked }

    /// The policy (verifier algorithm, blocklist).
    public let policy: LockPolicy
    /// How verifiers are made and checked: ``PasscodeDerivation/system`` in an app; a simulated device's seeded
    /// salts and shared derivations in a scenario case.
    public nonisolated let derivation: PasscodeDerivation
    let api: any PasscodeAPI
    let store: any SecureStore

    /// A service that loads its state from `store`.
    public init(
        api: any PasscodeAPI, store: any SecureStore, policy: LockPolicy, derivation: PasscodeDerivation = .system
    ) throws {
        self.api = api
        self.store = store
        self.policy = policy
        self.derivation = derivation
        self.state = try Self.reloaded(PasscodeServiceState(), from: store)
    }

    /// A service in the place another one was (its ``state``), over `store`, which must hold what that service's
    /// store held: nothing is read from the store until a call needs it.
    public init(
        api: any PasscodeAPI, store: any SecureStore, policy: LockPolicy, state: PasscodeServiceState,
        derivation: PasscodeDerivation = .system
    ) {
        self.api = api
        self.store = store
        self.policy = policy
        self.derivation = derivation
        self.state = state
    }

    // MARK: Local state

    /// Reloads the cached state (the seed's `loadLocalState`).
    public func loadLocalState() throws {
        state = try Self.reloaded(state, from: store)
    }

    /// `state` with what `store` caches: whether a verifier is there, the biometric preference, the timeout.
    private static func reloaded(_ state: PasscodeServiceState, from store: any SecureStore) throws
        -> PasscodeServiceState
    {
        var state = state
        state.hasPasscode = try storage { try store.verifier() } != nil
        state.isBiometricEnabled = try storage { try store.isBiometricEnabled() }
        state.timeoutMinutes = try storage { try store.passcodeTimeout() } ?? 15
        return state
    }

    /// After every `/api/auth/me`: adopt the server's passcode state.
    public func syncFromAuthResponse(hasPasscode: Bool, passcodeEnabled: Bool, timeoutMinutes: Int) throws {
        state.hasPasscode = hasPasscode
        state.passcodeEnabled = passcodeEnabled
        state.timeoutMinutes = timeoutMinutes
        try Self.storage { try store.setPasscodeTimeout(timeoutMinutes) }
    }

    /// Fetches `/api/auth/me` and syncs (the seed's AuthManager hook).
    public func refreshFromServer() async throws {
        let state = try await call { try await api.currentUser() }
        try syncFromAuthResponse(
            hasPasscode: state.hasPasscode, passcodeEnabled: state.passcodeEnabled,
            timeoutMinutes: state.passcodeTimeoutMinutes ?? 15)
    }

    /// Whether the lock applies (`hasPasscode && passcodeEnabled`), the settings' `isPasscodeEnabled`.
    public var isPasscodeEnabled: Bool { state.isPasscodeEnabled }

    // MARK: Biometric

    /// The seed's `checkBiometricAvailability()`, given what the sensor reports now (its owner reads it): the type
    /// the screens show. Under ``LockPolicy/disablesBiometricOnEnrollmentChange`` it also checks the enrollment: if
    /// it changed since the user opted in, biometric unlock is turned off until they turn it on again in settings.
    /// The seed never reads the enrollment, so there a newly enrolled face or finger unlocks the app.
    @discardableResult
    public func checkBiometricAvailability(_ capability: BiometricCapability) -> BiometricCapability {
        state.biometricCapability = capability
        state.biometricType = capability.reportedType
        if policy.disablesBiometricOnEnrollmentChange, isBiometricEnabled,
            let saved = try? store.string(for: .biometricEnrollment),
            let current = capability.enrollment, saved != current.rawValue
        {
            state.isBiometricEnabled = false
            state.biometricDisabledByEnrollmentChange = true
            try? store.setBiometricEnabled(false)
        }
        return capability
    }

    /// The seed's `isBiometricAvailable`.
    public var isBiometricAvailable: Bool { biometricType != .none }

    /// What the screens show about biometry.
    public var biometricPresentation: BiometricPresentation { state.biometricPresentation }

    /// Turns biometric unlock on or off, remembering the enrollment it was turned on with; `capability` is what
    /// the sensor reports now (adopted first, as ``checkBiometricAvailability(_:)`` does).
    public func setBiometric(enabled: Bool, capability: BiometricCapability) throws {
        checkBiometricAvailability(capability)
        try Self.storage {
            try store.update { contents in
                contents[.biometricEnabled] = enabled ? "1" : "0"
                contents[.biometricEnrollment] = enabled ? capability.enrollment?.rawValue : nil
            }
        }
        state.isBiometricEnabled = enabled
        if enabled { state.biometricDisabledByEnrollmentChange = false }
    }

    /// Runs `body` in the service's isolation: several calls, and reads of the state they leave, in one actor hop
    /// instead of one each (the harness's session makes a call and reads the account state after every step).
    public func withIsolation<T: Sendable>(_ body: @Sendable (isolated PasscodeService) async throws -> T)
        async rethrows -> T
    {
        try await body(self)
    }
}
