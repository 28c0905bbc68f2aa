import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// One applied step as the invariants see it: the input, the snapshots and clock readings on either side, and
/// what the explorer had learnt from the steps before it.
public struct ExploreTransition: Sendable {
    /// The digits a step completed on a number pad, as far as the explorer can tell.
    public enum EnteredPIN: Sendable, Hashable {
        /// Fewer than six digits were on the pad: no passcode was checked.
        case none
        /// These six digits were checked.
        case known(String)
        /// Six digits were checked but some are unknown (an emailed reset code, a pad restored by the screen).
        case unknown
    }

    /// The step's position in the explored sequence (0-based).
    public var index: Int
    /// The input applied.
    public var input: SessionInput
    /// The state before the step.
    public var before: SessionSnapshot
    /// The state after the step and every timer it made due.
    public var after: SessionSnapshot
    /// The clocks before the step.
    public var clockBefore: ClockReading
    /// The clocks after the step.
    public var clockAfter: ClockReading
    /// What the explorer knew before the step.
    public var history: ExploreHistory
    /// The policy the session runs.
    public var policy: LockPolicy

    /// A transition from its parts.
    public init(
        index: Int, input: SessionInput, before: SessionSnapshot, after: SessionSnapshot, clockBefore: ClockReading,
        clockAfter: ClockReading, history: ExploreHistory, policy: LockPolicy
    ) {
        self.index = index
        self.input = input
        self.before = before
        self.after = after
        self.clockBefore = clockBefore
        self.clockAfter = clockAfter
        self.history = history
        self.policy = policy
    }

    /// Whether the step ended with the app unlocked after it had been locked, or after it locked during the step.
    public var unlocked: Bool {
        !after.locked && after.screen != "not-running" && (before.locked || after.lockCycle > before.lockCycle)
    }

    /// Whether the step started a new lock cycle, or the app was already locked before it.
    public var lockedOrRelocked: Bool { before.locked || after.lockCycle > before.lockCycle }

    /// Whether the step typed digits (`digit`, `enter-pin`, `enter-reset-code`).
    public var isPasscodeEntry: Bool { ExploreHistory.typedDigits(input) != nil }

    /// The passcode the step completed on the pad that was on top before it (first six digits).
    public var enteredPIN: EnteredPIN {
        guard let digits = ExploreHistory.typedDigits(input) else { return .none }
        let buffer = Array((history.pad + digits).prefix(6))
        guard buffer.count == 6 else { return .none }
        let known = buffer.compactMap { $0 }
        return known.count == 6 ? .known(String(known)) : .unknown
    }

    /// The timeout in force after the step: the policy's override, or the one from settings.
    public var timeout: Duration { policy.timeoutOverride?.duration ?? .seconds(after.timeoutMinutes * 60) }

    /// Whether the scene came back to `active` from the background in this step, and the continuous time since
    /// it last entered the background phase (`nil` when it did not come back, or when the boot changed).
    public var foregroundedAfter: Duration? { away(since: history.backgroundedAt) }

    /// Like ``foregroundedAfter`` but measured from the first entry to the background since the app was last
    /// active (a background → inactive → background flicker does not restart it).
    public var foregroundedAfterFirstBackground: Duration? { away(since: history.firstBackgroundedAt) }

    /// Whether the step brought the scene to `active` (`foreground`, `scene: active`) from another phase; a
    /// biometric prompt started on the way may leave it `inactive` again by the end of the step.
    public var returnedToForeground: Bool {
        (input == .foreground || input == .scene(.active)) && before.phase != "active" && after.screen != "not-running"
    }

    func away(since: ClockReading?) -> Duration? {
        guard let since, returnedToForeground,
            since.boot == clockAfter.boot
        else { return nil }
        return clockAfter.continuous - since.continuous
    }
}
