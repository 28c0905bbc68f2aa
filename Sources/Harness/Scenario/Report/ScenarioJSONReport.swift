import Foundation

/// The machine-readable report: totals, exit code and every result, as stable (sorted-key) JSON.
public struct ScenarioJSONReport: Sendable, Equatable, Codable {
    /// The format version, bumped on incompatible changes.
    public var version: Int
    /// Counts.
    public var totals: ScenarioReportTotals
    /// The exit code the run maps to.
    public var exitCode: ScenarioExitCode
    /// Every result, in run order.
    public var results: [CaseResult]

    /// Builds the report for `results`.
    public init(_ results: [CaseResult]) {
        version = 1
        totals = ScenarioReportTotals(results)
        exitCode = .forResults(results)
        self.results = results
    }

    /// Pretty-printed JSON with sorted keys.
    public func render() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
