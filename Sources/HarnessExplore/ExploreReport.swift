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
    /// Violations found, each shrunk (exploring stops at the first); a dead end is a `dead-end-<goal>` violation.
    public var violations: [ExploreFinding]
    /// The liveness searches' counts (shrinking's included), when the check was on.
    public var liveness: ExploreLivenessCache? = nil

    /// A report from its parts.
    public init(seed: UInt64, runs: Int, stepsExecuted: Int, stepsSkipped: Int, violations: [ExploreFinding]) {
        self.seed = seed
        self.runs = runs
        self.stepsExecuted = stepsExecuted
        self.stepsSkipped = stepsSkipped
        self.violations = violations
    }

    /// One line: `seed 42: 100 runs, 5321 steps (812 skipped), no violation`.
    public var summary: String {
        let found =
            violations.isEmpty
            ? "no violation" : violations.map { "\($0.violation.invariant) broken" }.joined(separator: ", ")
        return "seed \(seed): \(runs) runs, \(stepsExecuted) steps (\(stepsSkipped) skipped), \(found)"
    }

    /// One line of liveness figures, when the check was on: `liveness: 412 checks (377 at once), 2210 states
    /// searched, 9313 replays, 0 dead ends`.
    public var livenessSummary: String? {
        guard let liveness else { return nil }
        return "liveness: \(liveness.checks) checks (\(liveness.answeredAtOnce) at once), "
            + "\(liveness.statesSearched) states searched, \(liveness.replays) replays "
            + "(\(liveness.stepsApplied) steps), \(liveness.deadEnds) dead ends"
    }
}
