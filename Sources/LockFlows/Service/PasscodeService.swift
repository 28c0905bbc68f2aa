import Biometrics
import LockCore

/// The seed's `PasscodeService`, over injected collaborators instead of singletons.
///
/// ```swift
/// let service = try PasscodeService(api: backend, store: InMemorySecureStore(), sensor: faceID, policy: .seed)
/// try await service.setPasscode("482916")      // API, then verify-and-cache
/// await service.verifyPasscode("482916")        // true, offline
/// ```
///
/// The local verifier follows the policy: `seed` caches the server's SHA-256 hash and salt; a policy with a
/// slow KDF derives its own verifier from the passcode the user just typed (after the server accepted it)
/// and caches that instead, so a copy of the store cannot be brute-forced in seconds.
public actor PasscodeService {
    /// What the service knows beyond its store, in one stored value (``state``): one exclusivity-checked access reads
    /// all of it.
    public private(set) var state: PasscodeServiceState

    /// Whether a passcode is set (a verifier is cached or the server says so).
    public internal(set) var hasPasscode: Bool {
        get { state.hasPasscode }
        set { state.hasPasscode = newValue }
    }
    /// Whether the lock is turned on.
    public internal(set) var passcodeEnabled: Bool {
        get { state.passcodeEnabled }
        set { state.passcodeEnabled = newValue }
    }
    /// Whether the user turned biometric unlock on.
    public internal(set) var isBiometricEnabled: Bool {
        get { state.isBiometricEnabled }
        set { state.isBiometricEnabled = newValue }
    }
    /// The seed's `biometricType` after `checkBiometricAvailability()`.
    public internal(set) var biometricType: BiometryType {
        get { state.biometricType }
        set { state.biometricType = newValue }
    }
    /// The last capability read from the sensor.
    public internal(set) var biometricCapability: BiometricCapability {
        get { state.biometricCapability }
        set { state.biometricCapability = newValue }
    }
    /// Set when an enrollment change turned biometric unlock off; cleared when the user turns it on again.
    public internal(set) var biometricDisabledByEnrollmentChange: Bool {
        get { state.biometricDisabledByEnrollmentChange }
        set { state.biometricDisabledByEnrollmentChange = newValue }
    }
    /// The timeout in minutes (default 15).
    public internal(set) var timeoutMinutes: Int {
        get { state.timeoutMinutes }
        set { state.timeoutMinutes = newValue }
    }
    /// The seed's `isLocked`.
    public internal(set) var isLocked: Bool {
        get { state.isLocked }
        set { state.isLocked = newValue }
    }

    /// The policy (verifier algorithm, blocklist).
    public let policy: LockPolicy
    let api: any PasscodeAPI
    let store: any SecureStore
    let sensor: any BiometricSensor

    /// A service that loads its state from `store`.
    public init(api: any PasscodeAPI, store: any SecureStore, sensor: any BiometricSensor, policy: LockPolicy) throws {
        self.api = api
        self.store = store
        self.sensor = sensor
        self.policy = policy
        var state = PasscodeServiceState()
        state.hasPasscode = try Self.storage { try store.verifier() } != nil
        state.isBiometricEnabled = try Self.storage { try store.isBiometricEnabled() }
        state.timeoutMinutes = try Self.storage { try store.passcodeTimeout() } ?? 15
        self.state = state
    }

    /// A service in the place another one was (its ``state``), over `store`, which must hold what that service's
    /// store held: nothing is read from the store or the sensor until a call needs it.
    public init(
        api: any PasscodeAPI, store: any SecureStore, sensor: any BiometricSensor, policy: LockPolicy,
        state: PasscodeServiceState
    ) {
        self.api = api
        self.store = store
        self.sensor = sensor
        self.policy = policy
        self.state = state
    }

    // MARK: Local state

    /// Reloads the cached state (the seed's `loadLocalState`).
    public func loadLocalState() throws {
        hasPasscode = try Self.storage { try store.verifier() } != nil
        isBiometricEnabled = try Self.storage { try store.isBiometricEnabled() }
        timeoutMinutes = try Self.storage { try store.passcodeTimeout() } ?? 15
    }

    /// After every `/api/auth/me`: adopt the server's passcode state.
    public func syncFromAuthResponse(hasPasscode: Bool, passcodeEnabled: Bool, timeoutMinutes: Int) throws {
        self.hasPasscode = hasPasscode
        self.passcodeEnabled = passcodeEnabled
        self.timeoutMinutes = timeoutMinutes
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

    /// Reads the sensor's capability. If the enrollment changed since the user opted in, biometric unlock is
    /// turned off until they turn it on again in settings.
    @discardableResult
    public func checkBiometricAvailability() async -> BiometricCapability {
        let capability = await sensor.capability()
        biometricCapability = capability
        biometricType = capability.reportedType
        if isBiometricEnabled, let saved = try? store.string(for: .biometricEnrollment),
            let current = capability.enrollment, saved != current.rawValue
        {
            isBiometricEnabled = false
            biometricDisabledByEnrollmentChange = true
            try? store.setBiometricEnabled(false)
        }
        return capability
    }

    /// The seed's `isBiometricAvailable`.
    public var isBiometricAvailable: Bool { biometricType != .none }

    /// What the screens show about biometry.
    public var biometricPresentation: BiometricPresentation { state.biometricPresentation }

    /// Turns biometric unlock on or off, remembering the enrollment it was turned on with.
    public func setBiometric(enabled: Bool) async throws {
        let capability = await checkBiometricAvailability()
        try Self.storage {
            try store.update { contents in
                contents[.biometricEnabled] = enabled ? "1" : "0"
                contents[.biometricEnrollment] = enabled ? capability.enrollment?.rawValue : nil
            }
        }
        isBiometricEnabled = enabled
        if enabled { biometricDisabledByEnrollmentChange = false }
    }

    /// Tells the sensor the passcode was entered (ends a biometry lockout).
    public func passcodeAuthenticated() async { await sensor.passcodeAuthenticated() }

    /// Runs `body` in the service's isolation: several calls, and reads of the state they leave, in one actor hop
    /// instead of one each (the harness's session makes a call and reads the account state after every step).
    public func withIsolation<T: Sendable>(_ body: @Sendable (isolated PasscodeService) async throws -> T) async rethrows -> T {
        try await body(self)
    }
}
