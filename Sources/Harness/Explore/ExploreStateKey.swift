import Biometrics
import LockCore
import LockFlows

/// What the liveness search (``ExploreLiveness``) treats as one state: the snapshot without its counters and
/// clock (elapsed time, lock cycles, prompts, shakes, emails sent), plus whether the app believes a passcode is
/// set (a fact the snapshot does not show).
///
/// Two sessions with the same key are searched once. The key can merge states that differ in what it leaves out
/// (the backend's account, pending timers); the search then explores only the first it met.
public struct ExploreStateKey: Sendable, Hashable {
    /// The snapshot with the counters and clock zeroed.
    public var snapshot: SessionSnapshot
    /// Whether the app's account state has a passcode.
    public var hasPasscode: Bool

    /// The key of a session whose snapshot is `snapshot` and whose account has a passcode or not.
    public init(snapshot: SessionSnapshot, hasPasscode: Bool) {
        var snapshot = snapshot
        snapshot.elapsedSeconds = 0
        snapshot.lockCycle = 0
        snapshot.promptCount = 0
        snapshot.shakeCount = 0
        snapshot.resetCodesSent = 0
        snapshot.emailsSent = 0
        self.snapshot = snapshot
        self.hasPasscode = hasPasscode
    }
}
