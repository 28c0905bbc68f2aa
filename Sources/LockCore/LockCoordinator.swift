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
        switch event {
        case .coldLaunch: return coldLaunch()
        case .scenePhase(let next): return enter(next, at: now)
        case .passcodeAccepted: return passcodeChecked(correct: true, at: now)
        case .passcodeRejected: return passcodeChecked(correct: false, at: now)
        case .biometricButtonTapped: return biometricButtonTapped()
        case .biometricResult(let succeeded, let cycle): return biometricResult(succeeded: succeeded, cycle: cycle)
        case .passcodeEnabled:
            passcodeEnabled = true
            return LockEffects()
        case .passcodeDisabled:
            passcodeEnabled = false
            var effects = invalidatePrompts()
            if isLocked {
                isLocked = false
                effects.append(.hideLock)
            }
            return effects
        case .passcodeChanged:
            return invalidatePrompts()
        case .biometricUnlockChanged(let enabled):
            biometricUnlockEnabled = enabled
            return enabled ? LockEffects() : invalidatePrompts()
        case .timeoutChanged(let timeout):
            settingsTimeout = timeout
            return LockEffects()
        case .serverReauthenticated:
            attempts.recordSuccess()
            return LockEffects(.persistAttempts)
        }
    }
}
