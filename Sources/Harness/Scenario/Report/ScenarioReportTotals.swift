/// Counts over a set of results.
public struct ScenarioReportTotals: Sendable, Equatable, Codable {
    /// All cases.
    public var cases: Int
    /// Passed cases.
    public var passed: Int
    /// Failed cases.
    public var failed: Int
    /// Errored cases.
    public var errored: Int
    /// The sum of the cases' wall-clock durations.
    public var durationSeconds: Double

    /// Counts `results`.
    public init(_ results: [CaseResult]) {
        cases = results.count
        passed = results.count { $0.outcome == .passed }
        failed = results.count { $0.outcome == .failed }
        errored = results.count { $0.outcome == .errored }
        durationSeconds = results.reduce(0) { $0 + $1.durationSeconds }
    }
}
