/// The lock's pure state machine: events in, effects out, no clock reads, no I/O.
///
/// Its owner performs the effects (show the lock screen, prompt the sensor, persist attempt
/// state) and feeds results back as events, each with the ``ClockReading`` at which it happened:
///
/// ```swift
/// var lock = LockCoordinator(policy: .hardened, passcodeEnabled: true, biometricUnlockEnabled: true)
/// var clock = VirtualClock()
/// lock.handle(.coldLaunch, at: clock.now())            // [.showLock(cycle: 1)]
/// lock.handle(.scenePhase(.active), at: clock.now())   // [.promptBiometric(cycle: 1)]
/// lock.handle(.biometricResult(succeeded: true, cycle: 1), at: clock.now())  // [.hideLock]
/// ```
///
/// Lock cycles: every time the lock screen is shown a new cycle number starts. A biometric
/// result only unlocks if it answers the prompt in flight for the current cycle while the app
/// is not in the background; anything else (an earlier cycle, a prompt ended by backgrounding,
/// a prompt started before the passcode was disabled or changed) is ignored.
public struct LockCoordinator: Sendable, Hashable {
    /// The rules in force.
    public var policy: LockPolicy
    /// The last reported scene phase.
    public internal(set) var phase: ScenePhase = .launching
    /// Whether the lock screen is showing.
    public internal(set) var isLocked = false
    /// Whether the privacy cover is showing.
    public internal(set) var isCovered = false
    /// The current (or last) lock cycle; 0 before the first lock.
    public internal(set) var lockCycle = 0
    /// The cycle of the biometric prompt in flight, if any: always nil or ``lockCycle``.
    public internal(set) var promptInFlight: Int?
    /// The last cycle for which the automatic prompt was started.
    public internal(set) var autoPromptedCycle = 0
    /// When the app last went to the background (cleared on return).
    public internal(set) var backgroundedAt: ClockReading?
    /// Whether a passcode is set and the lock is enabled (`hasPasscode && passcodeEnabled`).
    public internal(set) var passcodeEnabled: Bool
    /// Whether the user turned biometric unlock on.
    public internal(set) var biometricUnlockEnabled: Bool
    /// The timeout from settings.
    public internal(set) var settingsTimeout: LockTimeout
    /// Consecutive wrong passcodes and their delay.
    public internal(set) var attempts: PasscodeAttemptState

    /// A coordinator for a process that has not launched yet.
    public init(
        policy: LockPolicy, passcodeEnabled: Bool, biometricUnlockEnabled: Bool = false,
        timeout: LockTimeout = .seedDefault, attempts: PasscodeAttemptState = PasscodeAttemptState()
    ) {
        self.policy = policy
        self.passcodeEnabled = passcodeEnabled
        self.biometricUnlockEnabled = biometricUnlockEnabled
        self.settingsTimeout = timeout
        self.attempts = attempts
    }

    /// The timeout in force (the policy's override or the one from settings).
    public var timeout: LockTimeout { policy.effectiveTimeout(settings: settingsTimeout) }

    /// Whether a passcode may be tried at `now`, without changing anything visible.
    public func passcodeGate(at now: ClockReading) -> PasscodeGate {
        var copy = attempts
        return copy.gate(at: now, schedule: policy.passcodeDelays)
    }

    /// Feeds one event that happened at `now` and returns what to do, in order.
    public mutating func handle(_ event: LockEvent, at now: ClockReading) -> LockEffects {
        // Every transition appends to this one value (the return slot): returning a value per transition and
        // concatenating copied ~100 bytes per step, and those copies were most of an event's time.
        var effects = LockEffects()
        switch event {
        case .coldLaunch: coldLaunch(into: &effects)
        case .scenePhase(let next): enter(next, at: now, into: &effects)
        case .passcodeAccepted: passcodeChecked(correct: true, at: now, into: &effects)
        case .passcodeRejected: passcodeChecked(correct: false, at: now, into: &effects)
        case .biometricButtonTapped: biometricButtonTapped(into: &effects)
        case .biometricResult(let succeeded, let cycle):
            biometricResult(succeeded: succeeded, cycle: cycle, into: &effects)
        case .passcodeEnabled:
            passcodeEnabled = true
        case .passcodeDisabled:
            passcodeEnabled = false
            invalidatePrompts(into: &effects)
            if isLocked {
                isLocked = false
                effects.append(.hideLock)
            }
        case .passcodeChanged:
            invalidatePrompts(into: &effects)
        case .biometricUnlockChanged(let enabled):
            biometricUnlockEnabled = enabled
            if !enabled { invalidatePrompts(into: &effects) }
        case .timeoutChanged(let timeout):
            settingsTimeout = timeout
        case .serverReauthenticated:
            attempts.recordSuccess()
            effects.append(.persistAttempts)
        }
        return effects
    }
}
