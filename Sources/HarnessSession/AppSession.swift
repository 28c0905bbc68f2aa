import Biometrics
import LockCore
import LockFlows

/// One headless app on one deterministic timeline. The decisions are ``SessionModel``'s (a pure value); this
/// actor keeps the timeline (virtual clock + timer queue) and performs the model's effects: the
/// ``PasscodeService`` (backend API + secure store), the sensor, the password-reset API and timers.
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
    /// The app's state and decisions.
    public internal(set) var model: SessionModel
    /// The session's clocks. The session is their only writer (``moveClock(_:)``); the backend and the sensor read
    /// them.
    let clock: SharedVirtualClock
    /// The current time: the clock's reading, kept by ``moveClock(_:)`` so that reading it takes no lock.
    public private(set) var now: ClockReading
    let start: MonotonicInstant
    let store: InMemorySecureStore
    let backend: SessionBackend
    /// The phone's network to ``backend``: the app's calls go through it (``SessionNetwork``).
    let network: SessionNetwork
    package let sensor: SessionBiometricSensor
    /// A real sensor (libfprint, fprintd) that answers prompts instead of the simulation, if any.
    let externalSensor: (any BiometricSensor)?
    /// The sensor the service's biometric calls read (the real one if any, else the simulation): the session reads
    /// it and hands the reading to ``PasscodeService``, which never calls a sensor.
    let serviceSensor: any BiometricSensor
    /// ``serviceSensor`` when it answers without suspending (the simulation), for the calls made at once.
    let synchronousServiceSensor: (any SynchronousBiometricSensor)?
    let service: PasscodeService
    package var timers: [ScheduledTimer] = []
    /// Latency per password-reset endpoint, and the answers it holds back, by timer id.
    var latencies: [APIEndpoint: Duration] = [:]
    var heldAnswers: [Int: SessionEvent] = [:]
    var timerSequence = 0
    /// Storage each input's ``SessionAgenda`` borrows and hands back, so a step allocates none.
    var spareAgendaStorage: [SessionAgenda.Item] = []
    /// The buffer the model appends an event's effects to (``SessionModel/apply(_:at:into:)``), empty between events.
    var spareEffects: [SessionEffect] = []
    /// Human-readable lines describing what happened, for failure reports.
    public private(set) var trace: [String] = []
    /// Whether lines are added to ``trace`` (off by default: building them costs more than running the case). The
    /// model returns its notes exactly when they are recorded, so this is its ``SessionModel/returnsNotes``.
    public var recordsTrace: Bool { model.returnsNotes }
    /// Follows a real reader's ``BiometricAvailabilityReporting/availabilityChanges()`` while the session lives.
    var availabilityFollower: Task<Void, Never>?
    private let appliedChanges: AsyncStream<BiometricCapability>.Continuation?
    /// Each availability change of the real reader, once the model has it and the lock screen shows it (for one
    /// consumer: the live controller, which pushes the new state to the panel; a benchmark timing the update);
    /// `nil` without a reader that reports availability changes (the simulated sensor changes only through steps).
    public nonisolated let availabilityUpdates: AsyncStream<BiometricCapability>?

    /// The service's executor: the session and its service never run at the same time anyway, and sharing lets the
    /// session make the service's synchronous calls without a hop (``PasscodeService`` is entered with
    /// `assumeIsolated`).
    public nonisolated var unownedExecutor: UnownedSerialExecutor { service.unownedExecutor }

    /// Turns the event-level ``trace`` on or off.
    public func setRecordsTrace(_ on: Bool) { model.returnsNotes = on }

    /// Starts (or stops) recording every event the lock coordinator handles, in ``SessionModel/lockEventLog``.
    public func setRecordsLockEvents(_ on: Bool) { model.lockEventLog = on ? [] : nil }

    /// Starts (or stops) recording every event the model is given, in ``SessionModel/eventLog``.
    public func setRecordsModelEvents(_ on: Bool) { model.eventLog = on ? [] : nil }

    /// Builds the session and puts the configured passcode in place on the backend and in the cache.
    ///
    /// With an `externalSensor` (a real reader), prompts and capability come from it: its result enters the
    /// timeline at the virtual instant the prompt started, however long the real reader took. `backend` makes the
    /// session's backend (default: the in-process one) with the configured passcode already in place.
    ///
    /// An external sensor that reports availability changes (a USB reader unplugged, plugged back) is followed
    /// while the session lives: each change reaches the model at once (see ``biometricAvailabilityChanged(_:)``),
    /// so the lock screen's biometric button goes and comes back without waiting for a prompt or a scene change.
    public init(
        _ configuration: SessionConfiguration, externalSensor: (any BiometricSensor)? = nil,
        backend provider: any SessionBackendProvider = InProcessSessionBackendProvider()
    ) async throws {
        try configuration.policy.validate()
        let clock = SharedVirtualClock()
        let store = InMemorySecureStore()
        let sensor = SessionBiometricSensor(device: configuration.device, clock: clock)
        _ = try LockTimeout(minutes: configuration.timeoutMinutes, field: "initial.timeout")
        if let passcode = configuration.passcode { _ = try Passcode(passcode) }
        // Subscribed before the first capability read, so no change between the read and the follow is lost.
        let availabilityChanges = (externalSensor as? any BiometricAvailabilityReporting)?.availabilityChanges()
        let backend = try await provider.makeBackend(for: configuration, clock: clock)
        let network = SessionNetwork(backend: backend)
        let service = try PasscodeService(
            api: network, store: store, policy: configuration.policy, derivation: .simulated())
        let serviceSensor: any BiometricSensor = externalSensor ?? sensor
        // The app's first moments, in one hop to the service.
        let account = try await service.withIsolation { service in
            if let passcode = configuration.passcode { try await service.verifyAndCachePasscode(passcode) }
            try await service.refreshFromServer()
            if configuration.biometricEnabled {
                try service.setBiometric(enabled: true, capability: await serviceSensor.capability())
            }
            service.checkBiometricAvailability(await serviceSensor.capability())
            return service.accountState()
        }
        self.init(
            configuration, clock: clock, store: store, network: network, sensor: sensor, externalSensor: externalSensor,
            followsAvailability: availabilityChanges != nil, service: service,
            model: SessionModel(configuration: configuration, account: account, attempts: try store.passcodeAttempts()))
        if let availabilityChanges {
            availabilityFollower = Task { [weak self] in
                for await capability in availabilityChanges {
                    try? await self?.biometricAvailabilityChanged(capability)
                }
            }
        }
    }

    /// A session where `start` was taken (``sessionStart()``), without its start-up calls: a new clock, store,
    /// sensor and in-process backend holding what that session's held, and the same model.
    public init(from start: SessionStart) {
        let configuration = start.configuration
        let clock = SharedVirtualClock()
        let store = InMemorySecureStore(start.store)
        let sensor = SessionBiometricSensor(device: start.device, clock: clock)
        let backend = InProcessSessionBackend(
            clock: clock, passcodeState: start.passcodeBackend, email: configuration.accountEmail,
            password: configuration.accountPassword, rules: PasscodeServerRules(policy: configuration.serverPolicy))
        let network = SessionNetwork(backend: backend.sessionBackend)
        let service = PasscodeService(
            api: network, store: store, policy: configuration.policy, state: start.service,
            derivation: start.derivation.fork())
        self.init(
            configuration, clock: clock, store: store, network: network, sensor: sensor,
            externalSensor: nil, followsAvailability: false, service: service, model: start.model)
    }

    private init(
        _ configuration: SessionConfiguration, clock: SharedVirtualClock, store: InMemorySecureStore,
        network: SessionNetwork, sensor: SessionBiometricSensor, externalSensor: (any BiometricSensor)?,
        followsAvailability: Bool, service: PasscodeService, model: SessionModel
    ) {
        self.configuration = configuration
        self.clock = clock
        self.now = clock.now()
        self.start = now.continuous
        self.store = store
        self.backend = network.backend
        self.network = network
        self.sensor = sensor
        self.externalSensor = externalSensor
        self.serviceSensor = externalSensor ?? sensor
        self.synchronousServiceSensor = serviceSensor.synchronousSensor
        self.service = service
        if followsAvailability {
            let (updates, continuation) = AsyncStream.makeStream(
                of: BiometricCapability.self, bufferingPolicy: .bufferingNewest(16))
            (availabilityUpdates, appliedChanges) = (updates, continuation)
        } else {
            (availabilityUpdates, appliedChanges) = (nil, nil)
        }
        self.model = model
        self.model.returnsNotes = false  // no trace yet
    }

    /// Where this session stands, to start others there (``init(from:)``); `nil` unless its backend is the
    /// in-process one and its sensor the simulation. Take it before the first step: it holds the session as it is
    /// now, and a case started from it starts here.
    public func sessionStart() async -> SessionStart? {
        guard externalSensor == nil, let backend = backend.control as? InProcessSessionBackend else { return nil }
        return SessionStart(
            configuration: configuration, model: model, store: (try? store.contents()) ?? [:], device: sensor.state,
            service: await service.state, passcodeBackend: await backend.passcode.state,
            derivation: service.derivation.fork())
    }

    deinit {
        availabilityFollower?.cancel()
        appliedChanges?.finish()
    }

    /// The real reader's availability changed by itself: the model hears it now, at the current virtual instant,
    /// and the service re-reads the sensor, so the snapshot's `biometricButton` and `biometricUnavailable` follow.
    public func biometricAvailabilityChanged(_ capability: BiometricCapability) async throws {
        try await send(.biometricAvailabilityChanged(capability))
        appliedChanges?.yield(capability)
    }

    /// Moves the clock (advance, sleep, reboot, a wall-clock change) and keeps its new reading in ``now``.
    func moveClock(_ change: (inout VirtualClock) -> Void) { now = clock.update(change) }

    /// Applies one input and every effect it causes, then fires timers that are already due.
    ///
    /// - Throws: ``SessionInputError`` when the input makes no sense now (nothing changed then).
    public func apply(_ input: SessionInput) async throws {
        var agenda = try agenda(for: input)
        try await finish(&agenda)
    }

    /// Whether the session would refuse `input` now, without applying it (for `refused:` steps).
    public func refusal(of input: SessionInput) -> SessionInputError? {
        var copy = model
        do {
            _ = try copy.apply(.input(input), at: self.now)
            return nil
        } catch {
            return error
        }
    }

    /// Timers still pending whose effect would be lost if the case ended now, described (like swift-clocks'
    /// `checkSuspension`): a screen's own timer (the half-second return after a mismatch) or an API answer held
    /// back by latency. A sensor attempt for the prompt on screen is not lost: the prompt is visibly up
    /// (`prompt: true`), which is a state a case may end in.
    public func pendingTimers() -> [String] {
        timers.filter { scheduled in
            guard let cycle = scheduled.timer.promptCycle else { return true }
            return cycle != model.coordinator.promptInFlight
        }.map { "\($0.timer) due at \(DurationNotation.format($0.deadline - start))" }
    }

    /// The state everything can assert on.
    public func snapshot() -> SessionSnapshot { snapshot(parts: .all) }

    /// The snapshot with the core fields and `parts` (an `expect` step builds only the groups its fields read); the
    /// sensor is read only for ``SessionSnapshot/Parts/sensor``.
    public func snapshot(parts: SessionSnapshot.Parts) -> SessionSnapshot {
        let now = self.now
        var reading: SensorReading?
        if parts.contains(.sensor) {
            reading = sensor.update { device in
                SensorReading(
                    hardware: device.hardware.rawValue, enrolled: device.isEnrolled,
                    failures: device.consecutiveFailures,
                    attemptsLeft: device.attemptsLeftBeforeLockout(at: now) ?? -1,
                    lockout: device.lockout(at: now).description, unconsumedScript: device.unconsumedScript.map(\.name),
                    attemptLatency: device.rules.attemptLatency)
            }
        }
        return Self.snapshot(of: &model, at: now, parts: parts, sensor: reading, elapsed: now.continuous - start)
    }

    /// The model's snapshot, read in place: a plain read of an actor's stored struct copies it (and retains all it
    /// holds) for the call.
    private static func snapshot(
        of model: inout SessionModel, at now: ClockReading, parts: SessionSnapshot.Parts, sensor: SensorReading?,
        elapsed: Duration
    ) -> SessionSnapshot {
        model.snapshot(at: now, parts: parts, sensor: sensor, elapsed: elapsed)
    }

    func note(_ line: @autoclosure () -> String) {
        guard recordsTrace else { return }
        trace.append("[\(self.now.continuous)] \(line())")
    }
}
