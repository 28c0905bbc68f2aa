import Biometrics
import LockCore
import LockFlows

extension AppSession {
    /// The liveness search's key for this session as it stands (read in place, without copying the model out).
    public func exploreStateKey() -> ExploreStateKey {
        ExploreStateKey(snapshot: snapshot(), hasPasscode: model.account.hasPasscode)
    }
}
