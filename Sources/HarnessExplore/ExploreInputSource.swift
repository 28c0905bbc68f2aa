import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// Where a run's inputs come from: the random generator, or a fixed sequence being replayed.
public protocol ExploreInputSource: Sendable {
    /// The next input given the current state, or `nil` when the run is over.
    mutating func next(after snapshot: SessionSnapshot, history: ExploreHistory) -> SessionInput?
}

/// Replays a fixed sequence.
public struct ExploreReplaySource: ExploreInputSource {
    private var remaining: ArraySlice<SessionInput>

    /// A source that yields `inputs` in order.
    public init(_ inputs: [SessionInput]) { remaining = inputs[...] }

    public mutating func next(after snapshot: SessionSnapshot, history: ExploreHistory) -> SessionInput? {
        remaining.popFirst()
    }
}
