import Biometrics
import LockCore
import LockFlows

/// One headless app on one deterministic timeline: the lock coordinator, the screen models, the
/// ``PasscodeService`` over an in-process backend and a secure store, and a simulated sensor, all driven by
/// ``SessionInput``s and read through ``snapshot()``.
///
/// ```swift
/// let session = try await AppSession(SessionConfiguration(policy: .seed, timeoutMinutes: 15))
/// try await session.apply(.launch)
/// try await session.apply(.background)
/// try await session.apply(.advance(.seconds(16 * 60)))
/// try await session.apply(.foreground)
/// await session.snapshot().locked   // true
/// ```
///
/// Time only moves on `advance`, `deviceSleep` and `reboot`. Timers (the half-second return after a PIN
/// mismatch, a sensor's latency) fire in deadline order at their own instants while time advances; a timer
/// due "now" fires at the end of the input that scheduled it.
public actor AppSession {
    /// The starting configuration.
    public let configuration: SessionConfiguration
    let clock: SharedVirtualClock
    let store: InMemorySecureStore
    let backend: InProcessPasscodeBackend
    let sensor: SessionBiometricSensor
    /// A real sensor (libfprint, fprintd) that answers prompts instead of the simulation, if any.
    let externalSensor: (any BiometricSensor)?
    var service: PasscodeService
    var coordinator: LockCoordinator

    var isRunning = false
    var isLoggedIn = true
    var lockScreen: LockScreenModel?
    var setPasscodeFlow: SetPasscodeFlow?
    var resetFlow: ResetPasscodeFlow?
    var disableSheet: DisablePasscodeSheet?
    var settings: PasscodeSettingsModel?
    var isCovered = false
    var promptsStarted = 0
    var lastOutcome: BiometricOutcome?
    var promptMadeSceneInactive = false
    var timers: [ScheduledTimer] = []
    var timerSequence = 0
    /// Human-readable lines describing what happened, for failure reports.
    public private(set) var trace: [String] = []
    /// Whether lines are added to ``trace`` (off by default: building them costs more than running the case).
    public private(set) var recordsTrace = false

    /// Turns the event-level ``trace`` on or off.
    public func setRecordsTrace(_ on: Bool) { recordsTrace = on }

    /// Builds the session and puts the configured passcode in place on the backend and in the cache.
    ///
    /// With an `externalSensor` (a real reader), prompts and capability come from it: its result enters the
    /// timeline at the virtual instant the prompt started, however long the real reader took.
    public init(_ configuration: SessionConfiguration, externalSensor: (any BiometricSensor)? = nil) async throws {
        self.configuration = configuration
        try configuration.policy.validate()
        let clock = SharedVirtualClock()
        let store = InMemorySecureStore()
        let backend = InProcessPasscodeBackend(clock: clock, resetCodeSeed: configuration.resetCodeSeed)
        let sensor = SessionBiometricSensor(device: configuration.device, clock: clock)
        self.clock = clock
        self.store = store
        self.backend = backend
        self.sensor = sensor
        self.externalSensor = externalSensor
        let timeout = try LockTimeout(minutes: configuration.timeoutMinutes, field: "initial.timeout")
        let service = try PasscodeService(
            api: backend, store: store, sensor: externalSensor ?? sensor, policy: configuration.policy)
        if let passcode = configuration.passcode {
            _ = try Passcode(passcode)
            await backend.seed(
                passcode: passcode, enabled: configuration.passcodeEnabled,
                timeoutMinutes: configuration.timeoutMinutes)
            try await service.verifyAndCachePasscode(passcode)
        }
        try await service.refreshFromServer()
        if configuration.biometricEnabled { try await service.setBiometric(enabled: true) }
        await service.checkBiometricAvailability()
        self.service = service
        self.coordinator = LockCoordinator(
            policy: configuration.policy, passcodeEnabled: await service.isPasscodeEnabled,
            biometricUnlockEnabled: await service.isBiometricEnabled, timeout: timeout,
            attempts: try store.passcodeAttempts())
    }

    /// The current time.
    public var now: ClockReading { clock.now() }

    /// Applies one input and every effect it causes, then fires timers that are already due.
    public func apply(_ input: SessionInput) async throws {
        note("> \(input)")
        try await perform(input)
        try await fireDueTimers()
    }

    func note(_ line: @autoclosure () -> String) {
        guard recordsTrace else { return }
        trace.append("[\(clock.now().continuous)] \(line())")
    }
}
