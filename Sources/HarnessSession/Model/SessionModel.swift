import Biometrics
import LockCore
import LockFlows

/// The headless app as a pure value: the screen stack, the screen models, the ``LockCoordinator`` and what
/// the service last said about the account. `apply(_:at:)` takes an event and returns effects; it never reads
/// a clock, a file, a sensor or the network (the swift-nio handler pattern: ``AppSession`` performs).
///
/// ```swift
/// var model = SessionModel(configuration: SessionConfiguration(), account: account, attempts: .init())
/// let effects = try model.apply(.input(.launch), at: clock.now())   // e.g. [] (seed: no cold-launch lock)
/// model.screens.topName                                              // "home"
/// ```
///
/// The scene phase the lock coordinator sees is derived in one place (``coordinatorPhase``): the phase the OS
/// reports, except that a biometric prompt on screen makes an active scene inactive, as LocalAuthentication's
/// system sheet does on a phone. Whether a prompt is on screen is the coordinator's `promptInFlight`, nothing
/// else.
public struct SessionModel: Sendable {
    /// The starting configuration (policy, alert variant, ...).
    public var configuration: SessionConfiguration { settings.configuration }
    /// The configuration, boxed: it never changes, and a model is copied whole (a session started from a
    /// ``SessionStart``, a replay), so its 456 bytes are shared rather than copied with it.
    private let settings: Settings
    /// The screens, bottom to top.
    public internal(set) var screens = ScreenStack()
    /// The lock's state machine.
    public internal(set) var coordinator: LockCoordinator
    /// The account as the service last reported it.
    public internal(set) var account: AccountState
    /// The scene phase the OS reports (scenario steps set it).
    public internal(set) var scenePhase: ScenePhase = .launching
    /// Whether the user is logged in.
    public internal(set) var isLoggedIn = true
    /// Biometric prompts started so far.
    public internal(set) var promptsStarted = 0
    /// The outcome of the last prompt, as the app received it.
    public internal(set) var lastOutcome: BiometricOutcome?
    /// The feedback of the prompt on screen's last unusable scan, if its platform shows one (`nil` once the
    /// prompt ends or a later attempt is readable).
    public internal(set) var hint: String?
    /// Emails the backend sent, oldest first.
    public internal(set) var outbox: [SessionEmail] = []
    /// A deep link waiting for the app to be unlocked (policies with ``LockPolicy/deepLinksWaitForUnlock``).
    public internal(set) var pendingLink: String?
    /// The login screen's error line (a refused `login: {password: ...}`), cleared by the next attempt.
    public internal(set) var loginError: String?
    /// Why the last `open-url` did nothing, if it did nothing.
    public internal(set) var lastIgnoredLink: String?
    /// Whether this process of the app has read the sensor's availability (the service's `init` does, once; see
    /// ``LockPolicy/rechecksBiometricAvailability``).
    public internal(set) var biometricAvailabilityRead = true
    /// Every event fed to ``coordinator`` with its instant, when recording (`nil`, the default, records nothing):
    /// replaying them on a copy of the starting coordinator repeats its decisions (`scenario-bench` times that).
    public var lockEventLog: [LockEventRecord]?
    /// Every event applied to the model with its instant, when recording (`nil`, the default, records nothing):
    /// replaying them on a copy of the starting model repeats its decisions.
    public var eventLog: [SessionEventRecord]?
    /// Whether ``apply(_:at:)`` returns ``SessionEffect/note(_:)`` effects (on by default). An owner that records no
    /// trace turns them off: each costs an array and a copy on the way to being dropped.
    public var returnsNotes = true

    /// A model for an app that has not launched, over the account state the service loaded.
    public init(configuration: SessionConfiguration, account: AccountState, attempts: PasscodeAttemptState) {
        self.settings = Settings(configuration)
        self.account = account
        self.coordinator = LockCoordinator(
            policy: configuration.policy, passcodeEnabled: account.isPasscodeEnabled,
            biometricUnlockEnabled: account.biometricEnabled,
            timeout: (try? LockTimeout(minutes: configuration.timeoutMinutes)) ?? .seedDefault, attempts: attempts)
    }

    /// The policy in force.
    public var policy: LockPolicy { settings.configuration.policy }
    /// Whether the app is running.
    public var isRunning: Bool { !screens.isEmpty }

    /// Applies one event that happened at `now` and returns what the owner must do, in order.
    ///
    /// - Throws: ``SessionInputError`` when a step makes no sense in the current state (a screen that is not
    ///   showing, an app that is not running); nothing has changed then.
    public mutating func apply(_ event: SessionEvent, at now: ClockReading) throws(SessionInputError) -> [SessionEffect]
    {
        var effects: [SessionEffect] = []
        try apply(event, at: now, into: &effects)
        return effects
    }

    /// ``apply(_:at:)``, appending what the owner must do to `effects` (an owner that reuses one buffer allocates no
    /// array per event). When it throws, what it appended is to be dropped.
    public mutating func apply(
        _ event: SessionEvent, at now: ClockReading, into effects: inout [SessionEffect]
    ) throws(SessionInputError) {
        switch event {
        case .input(let input): try perform(input, at: now, into: &effects)
        case .serviceAnswered(let call, let answer): serviceAnswered(call, answer, at: now, into: &effects)
        case .biometricAnswered(let outcome, let cycle):
            biometricAnswered(outcome, cycle: cycle, at: now, into: &effects)
        case .biometricAttempted(let feedback, let cycle): biometricAttempted(feedback, cycle: cycle)
        case .timerFired(let timer): timerFired(timer)
        case .passwordResetAnswered(let answer): effects += passwordResetAnswered(answer)
        case .mailDelivered(let messages):
            outbox = messages
        case .biometricAvailabilityChanged(let capability):
            // The service re-reads the sensor; its answer updates the lock screen and settings (the button goes or
            // comes back). A prompt in flight is ended by the sensor itself, and answers through biometricAnswered.
            let state = capability.unavailableReason?.rawValue ?? "available"
            note(.text("sensor availability changed: \(state)"), into: &effects)
            checkBiometric(into: &effects)
        }
        // Only events that applied: one that throws changes nothing, and is not the model's input.
        eventLog?.append(SessionEventRecord(event: event, at: now))
    }

    /// `note` as an effect, or nothing when notes are off (``returnsNotes``).
    func noted(_ note: SessionNote) -> [SessionEffect] { returnsNotes ? [.note(note)] : [] }

    /// Appends `note` as an effect to `effects`, unless notes are off (``returnsNotes``).
    func note(_ note: SessionNote, into effects: inout [SessionEffect]) {
        if returnsNotes { effects.append(.note(note)) }
    }

    // MARK: The coordinator

    /// The phase the coordinator must see: an active scene is inactive while the system's biometric sheet shows.
    var coordinatorPhase: ScenePhase {
        scenePhase == .active && coordinator.promptInFlight != nil ? .inactive : scenePhase
    }

    /// Feeds the coordinator, performs what it decides on the screens, and keeps its phase in step.
    mutating func coordinate(_ event: LockEvent, at now: ClockReading) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        coordinate(event, at: now, into: &effects)
        return effects
    }

    /// ``coordinate(_:at:)``, appending to `effects` (the common paths build one array per event, not one per call).
    mutating func coordinate(_ event: LockEvent, at now: ClockReading, into effects: inout [SessionEffect]) {
        lockEventLog?.append(LockEventRecord(event: event, at: now))
        let decided = coordinator.handle(event, at: now)
        if returnsNotes, !decided.isEmpty { effects.append(.note(.decided(event, decided))) }
        for effect in decided { lockEffect(effect, at: now, into: &effects) }
        syncPhase(at: now, into: &effects)
    }

    /// Reports a phase change to the coordinator when the derived phase differs from what it last saw.
    mutating func syncPhase(at now: ClockReading, into effects: inout [SessionEffect]) {
        guard isRunning, coordinator.phase != coordinatorPhase else { return }
        coordinate(.scenePhase(coordinatorPhase), at: now, into: &effects)
    }

    private mutating func lockEffect(_ effect: LockEffect, at now: ClockReading, into effects: inout [SessionEffect]) {
        switch effect {
        case .showLock:
            let lock = LockScreenModel(
                biometric: account.biometric, forgotAlertVariant: configuration.forgotAlertVariant)
            if policy.lockCoversSheets { screens.showLock(lock) } else { screens.showLockBelowSheets(lock) }
        case .hideLock:
            screens.hideLock()
            guard let link = pendingLink else { return }
            pendingLink = nil
            effects += noted(.text("opening the link that waited for unlock")) + openLink(link, at: now)
        case .showPrivacyCover, .hidePrivacyCover, .passcodeEntryDelayed:
            break  // the cover is the coordinator's `isCovered`; a delay is answered by the check that caused it
        case .promptBiometric(let cycle):
            promptsStarted += 1
            hint = nil
            effects.append(.startPrompt(cycle: cycle))
        case .cancelBiometricPrompt(let cycle):
            lastOutcome = .systemCancel
            hint = nil
            screens.updateLock { $0.biometricFinished(.systemCancel) }
            effects.append(.cancelPrompt(cycle: cycle))
            note(.promptCancelled(cycle: cycle), into: &effects)
        case .persistAttempts:
            effects.append(.persistAttempts(coordinator.attempts))
        case .wipeVerifier:
            effects.append(.service(.wipeVerifier))
        }
    }

    /// A prompt ended.
    mutating func biometricAnswered(
        _ outcome: BiometricOutcome, cycle: Int, at now: ClockReading, into effects: inout [SessionEffect]
    ) {
        lastOutcome = outcome
        hint = nil
        let explains = policy.explainsPermanentLockout
        screens.updateLock { $0.biometricFinished(outcome, explainsPermanentLockout: explains) }
        note(.promptAnswered(cycle: cycle, outcome), into: &effects)
        coordinate(.biometricResult(succeeded: outcome == .success, cycle: cycle), at: now, into: &effects)
        checkBiometric(into: &effects)
    }

    /// An attempt did not end the prompt for `cycle`: the hint shows `feedback` where the platform shows hints
    /// (``BiometricFeedback/message(on:)``), and clears after a readable attempt. Nothing reaches the coordinator:
    /// the prompt is still up and nothing counts toward a lockout.
    mutating func biometricAttempted(_ feedback: BiometricFeedback?, cycle: Int) {
        guard coordinator.promptInFlight == cycle else { return }
        hint = feedback?.message(on: configuration.platform)
    }

    mutating func timerFired(_ timer: ModelTimer) {
        switch timer {
        case .setPasscodeReturn:
            _ = updateFirst(setPasscode: { flow in
                flow.returnTimerFired()
                return []
            })
        case .resetPasscodeReturn:
            _ = updateFirst(resetPasscode: { flow in
                flow.returnTimerFired()
                return []
            })
        }
    }

    /// Has the service read the sensor's availability: whenever it may have changed under a policy that re-checks
    /// it, else once per process of the app, as seed 003's `init` does.
    mutating func checkBiometric(into effects: inout [SessionEffect]) {
        guard policy.rechecksBiometricAvailability || !biometricAvailabilityRead else { return }
        biometricAvailabilityRead = true
        effects.append(.service(.checkBiometric))
    }

    /// The box that holds a model's configuration.
    private final class Settings: Sendable {
        /// The configuration.
        let configuration: SessionConfiguration

        /// A box for `configuration`.
        init(_ configuration: SessionConfiguration) { self.configuration = configuration }
    }
}
