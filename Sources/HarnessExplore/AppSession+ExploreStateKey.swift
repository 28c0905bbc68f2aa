import Biometrics
import HarnessSession
import LockCore
import LockFlows

extension AppSession {
    /// The liveness search's key for this session as it stands (read in place, without copying the model out).
    public func exploreStateKey() -> ExploreStateKey {
        ExploreStateKey(
            snapshot: snapshot(), screens: model.screens, hasPasscode: model.account.hasPasscode,
            locksOnForeground: locksOnForeground(),
            pendingTimers: timers.count)
    }

    /// Whether bringing the app to the foreground now would lock it (time away past the timeout): asked of a copy of
    /// the model, so nothing changes.
    func locksOnForeground() -> Bool {
        guard !model.coordinator.isLocked else { return false }
        var copy = model
        guard (try? copy.apply(.input(.foreground), at: now)) != nil else { return false }
        return copy.coordinator.isLocked
    }
}
