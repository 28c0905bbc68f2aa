import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// A violation found by exploring, with the shrunk sequence that reproduces it.
public struct ExploreFinding: Sendable, Hashable {
    /// The explorer's seed.
    public var seed: UInt64
    /// The run that found it (0-based).
    public var run: Int
    /// That run's own seed (derived from ``seed``).
    public var runSeed: UInt64
    /// How many inputs the run had attempted when the invariant broke.
    public var originalLength: Int
    /// The shrunk sequence.
    public var inputs: [SessionInput]
    /// The violation the shrunk sequence produces.
    public var violation: ExploreViolation
    /// Replays spent shrinking.
    public var replays: Int
    /// Whether every input of ``inputs`` applies (so `lockharness run` replays it as is).
    public var everyInputApplies: Bool

    /// A finding from its parts.
    public init(
        seed: UInt64, run: Int, runSeed: UInt64, originalLength: Int, inputs: [SessionInput],
        violation: ExploreViolation, replays: Int, everyInputApplies: Bool
    ) {
        self.seed = seed
        self.run = run
        self.runSeed = runSeed
        self.originalLength = originalLength
        self.inputs = inputs
        self.violation = violation
        self.replays = replays
        self.everyInputApplies = everyInputApplies
    }

    /// A file name for the written scenario: `explore-<policy>-<invariant>-seed<N>.yaml`.
    public func fileName(policy: String) -> String { "explore-\(policy)-\(violation.invariant)-seed\(seed).yaml" }
}
