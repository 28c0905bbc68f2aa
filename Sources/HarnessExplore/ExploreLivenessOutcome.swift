import Biometrics
import LockCore
import LockFlows

/// What one liveness search found from one state.
public struct ExploreLivenessOutcome: Sendable, Hashable {
    /// The goals the search could not reach (empty: the state is live), in ``ExploreGoal`` order.
    public var unreached: [ExploreGoal]
    /// The depth searched to.
    public var depth: Int
    /// Distinct states visited, the start included.
    public var statesSearched: Int

    /// An outcome from its parts.
    public init(unreached: [ExploreGoal], depth: Int, statesSearched: Int) {
        self.unreached = unreached
        self.depth = depth
        self.statesSearched = statesSearched
    }

    /// Whether every goal was reached.
    public var isLive: Bool { unreached.isEmpty }
}
