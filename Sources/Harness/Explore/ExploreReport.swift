import Biometrics
import LockCore
import LockFlows

/// What an exploration did: how much it ran and what it found.
public struct ExploreReport: Sendable, Hashable {
    /// The seed every run was derived from.
    public var seed: UInt64
    /// Runs completed (the one that found a violation included).
    public var runs: Int
    /// Inputs applied across all runs (skipped ones excluded).
    public var stepsExecuted: Int
    /// Inputs skipped because they were invalid in the state they met.
    public var stepsSkipped: Int
    /// Violations found, each shrunk (exploring stops at the first).
    public var violations: [ExploreFinding]

    /// A report from its parts.
    public init(seed: UInt64, runs: Int, stepsExecuted: Int, stepsSkipped: Int, violations: [ExploreFinding]) {
        self.seed = seed
        self.runs = runs
        self.stepsExecuted = stepsExecuted
        self.stepsSkipped = stepsSkipped
        self.violations = violations
    }

    /// Whether every invariant held.
    public var passed: Bool { violations.isEmpty }

    /// One line: `seed 42: 100 runs, 5321 steps (812 skipped), no violation`.
    public var summary: String {
        let found = violations.isEmpty
            ? "no violation" : violations.map { "\($0.violation.invariant) broken" }.joined(separator: ", ")
        return "seed \(seed): \(runs) runs, \(stepsExecuted) steps (\(stepsSkipped) skipped), \(found)"
    }
}
