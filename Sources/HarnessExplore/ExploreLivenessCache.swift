import Biometrics
import LockCore
import LockFlows

/// What liveness searches remember and count across runs and replays: the states proven live, and how much
/// searching was done (for the report's figures).
public struct ExploreLivenessCache: Sendable, Hashable {
    /// States from which every goal was reached (within the depth, or through another state in this set).
    public var live: Set<ExploreStateKey> = []
    /// Checkpoints met.
    public var checks = 0
    /// Checkpoints answered without a search: every goal held there, or the state was already proven live.
    public var answeredAtOnce = 0
    /// Distinct states the searches visited (each search counts its own).
    public var statesSearched = 0
    /// Sessions built to branch from a state (each replays the run's prefix and a search path).
    public var replays = 0
    /// Steps applied by those replays and the searches.
    public var stepsApplied = 0
    /// Dead ends found (before shrinking).
    public var deadEnds = 0

    /// An empty cache.
    public init() {}

}
