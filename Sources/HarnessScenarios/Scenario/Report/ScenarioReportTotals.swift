import HarnessLanguage
/// Counts over a set of results.
public struct ScenarioReportTotals: Sendable, Equatable, Codable {
    /// All cases.
    public var cases = 0
    /// Passed cases.
    public var passed = 0
    /// Failed cases.
    public var failed = 0
    /// Errored cases.
    public var errored = 0
    /// Skipped cases (they did not apply to the app under test).
    public var skipped = 0
    /// Skipped cases by their reason, so a team sees at a glance what was never theirs.
    public var skippedByReason: [String: Int] = [:]
    /// Seconds: in a run's reports (the JSON `totals`, like the JUnit `time` and the summary line) the wall time
    /// of the whole run, from reading its files to the last result; counted from results alone (``add(_:)``,
    /// a JUnit suite's totals), the sum of their durations.
    public var durationSeconds = 0.0

    /// Counts `results`.
    public init(_ results: [CaseResult] = []) {
        for result in results { add(result) }
    }

    /// Counts one more result.
    public mutating func add(_ result: CaseResult) {
        cases += 1
        switch result.outcome {
        case .passed: passed += 1
        case .failed: failed += 1
        case .errored: errored += 1
        case .skipped:
            skipped += 1
            skippedByReason[result.skipReason ?? "no reason given", default: 0] += 1
        }
        durationSeconds += result.durationSeconds
    }

    /// The exit code these results map to: 2 when any errored, 1 when any failed, else 0.
    public var exitCode: ScenarioExitCode {
        errored > 0 ? .badInput : failed > 0 ? .failed : .passed
    }
}
