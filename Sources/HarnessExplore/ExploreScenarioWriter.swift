import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// Writes a finding as a scenario file `lockharness run` reads: a header comment with the seed and the commands
/// to explore again and to replay, the setup (`device`, `policy`, `overrides`, `initial`), the shrunk steps, and,
/// when the invariant can state it, a final `expect` that a correct implementation satisfies.
///
/// ```yaml
/// # lockharness explore: run 3 of seed 42 broke `unlock-needs-reason` at step 4 (shrunk from 37 steps).
/// # Explore again: swift run lockharness explore --seed 42 --runs 100 --steps 60 --policy seed --device iphone-15-pro
/// # Replay:        swift run lockharness run explore-failures/explore-seed-unlock-needs-reason-seed42.yaml
/// name: explore-seed-unlock-needs-reason-seed42
/// device: iphone-15-pro
/// policy: seed
/// initial: {passcode: "482916", enabled: true, biometricEnabled: true, timeout: 1}
/// steps:
///   - launch
///   - ...
///   - expect: {locked: true}
/// ```
public enum ExploreScenarioWriter {
    /// The scenario text for `finding`, explored with `options`, to be saved at `path`.
    public static func yaml(for finding: ExploreFinding, options: ExploreOptions, path: String) throws(ExploreError)
        -> String
    {
        let violation = finding.violation
        let name = String(finding.fileName(policy: options.setup.policy.name).dropLast(".yaml".count))
        var lines = [
            "# lockharness explore: run \(finding.run) (run seed \(finding.runSeed)) of seed \(finding.seed) broke "
                + "`\(violation.invariant)` at step \(violation.stepIndex + 1) of \(finding.inputs.count)",
            "# (shrunk from \(finding.originalLength) steps in \(finding.replays) replays).",
            "#   \(violation.message.split(separator: "\n").joined(separator: " "))",
            "#   state after the step: \(violation.state)",
            "# Explore again: \(options.command)",
            "# Replay:        swift run lockharness run \(path)",
        ]
        if let goal = ExploreGoal(invariantName: violation.invariant) {
            lines.append("# A dead end: the steps reach a state from which no sequence of liveness steps (see")
            lines.append(
                "# ExploreLiveness.alphabet) reaches `\(goal.rawValue)` (\(goal.summary)) within the depth above.")
        } else if violation.expect == nil {
            lines.append("# This invariant cannot be stated as an `expect`; the replay shows the state step by step.")
        }
        if !finding.everyInputApplies {
            lines.append("# Some steps are invalid where they stand but still needed: the replay stops at the first.")
        }
        lines.append("name: \(name)")
        lines.append("description: \(quotedDescription(violation))")
        lines += try options.setup.headerLines()
        lines.append("steps:")
        lines += serialize(finding.inputs).map { "  - \($0)" }
        if let expect = violation.expect {
            lines.append("  # what `\(violation.invariant)` demands after the last step")
            lines.append("  - expect: \(expect)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A scenario with `inputs` as its steps and `setup` as its header (no comments, no `expect`).
    public static func yaml(steps inputs: [SessionInput], setup: ExploreSetup, name: String) throws(ExploreError)
        -> String
    {
        let lines = ["name: \(name)"] + (try setup.headerLines()) + ["steps:"] + serialize(inputs).map { "  - \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quotedDescription(_ violation: ExploreViolation) -> String {
        quoted("Found by lockharness explore: \(violation.invariant): \(violation.message)")
    }
}
