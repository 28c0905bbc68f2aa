import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// What the liveness search (``ExploreLiveness``) treats as one state: the snapshot without its counters and
/// clock (elapsed time, lock cycles, prompts, shakes), plus what the snapshot does not show but the
/// next steps depend on: the screens' own state (the digits typed so far, the first entry of a new passcode, a
/// typed reset code), whether the app believes a passcode is set, whether returning to the foreground now would
/// lock (time away past the timeout), and how many timers are pending (a half-second return after a mismatch).
///
/// Two sessions with the same key are searched once. The key can merge states that differ in what it leaves out
/// (the backend's account, pending timers); the search then explores only the first it met.
public struct ExploreStateKey: Sendable, Hashable {
    /// The snapshot with the counters and clock zeroed.
    public var snapshot: SessionSnapshot
    /// The screens, with their models.
    public var screens: ScreenStack
    /// Whether the app's account state has a passcode.
    public var hasPasscode: Bool
    /// Whether returning to the foreground now would lock the app.
    public var locksOnForeground: Bool
    /// How many timers are pending.
    public var pendingTimers: Int

    /// The key of a session whose snapshot is `snapshot`, with the facts the snapshot does not show.
    public init(
        snapshot: SessionSnapshot, screens: ScreenStack = ScreenStack(), hasPasscode: Bool,
        locksOnForeground: Bool = false, pendingTimers: Int = 0
    ) {
        var snapshot = snapshot
        snapshot.elapsedSeconds = 0
        snapshot.lockCycle = 0
        snapshot.promptCount = 0
        snapshot.shakeCount = 0
        self.snapshot = snapshot
        self.screens = screens
        self.hasPasscode = hasPasscode
        self.locksOnForeground = locksOnForeground
        self.pendingTimers = pendingTimers
    }
}
