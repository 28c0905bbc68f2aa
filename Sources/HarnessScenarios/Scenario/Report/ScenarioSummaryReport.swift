import Foundation
import HarnessLanguage

/// The human-readable report printed at the end of a run.
///
/// For each failed or errored case it shows the failing step with `file:line`, expected versus actual, the
/// trace with the state after each step, and the exact command that re-runs just that case.
public struct ScenarioSummaryReport: Sendable {
    /// Builds re-run lines.
    public var rerun: ScenarioRerunCommand
    /// The run's wall-clock seconds, printed in the summary line; `nil` prints the sum of the case times.
    public var wallSeconds: Double?
    /// How many failures get the full report (step, expected/actual, trace); later ones are not printed, and one
    /// line at the end says how many there were. `nil`: every failure in full.
    public var maxFullReports: Int?

    /// Creates a report renderer.
    public init(rerun: ScenarioRerunCommand = ScenarioRerunCommand(), wallSeconds: Double? = nil) {
        self.rerun = rerun
        self.wallSeconds = wallSeconds
    }

    /// Creates a report renderer with a plain command prefix.
    public init(commandPrefix: String) {
        self.init(rerun: ScenarioRerunCommand(prefix: commandPrefix))
    }

    /// The report for `results`.
    public func render(_ results: [CaseResult]) -> String {
        var text = ""
        var shown = 0
        for result in results where result.isProblem {
            text += entry(for: result, shownBefore: shown)
            shown += 1
        }
        return text + closing(totals: ScenarioReportTotals(results), shown: shown, wallSeconds: wallSeconds)
    }

    /// A failing result's part of the summary, each line ending in a newline: the full block (and a blank line)
    /// for the first ``maxFullReports`` failures, nothing after that (``closing(totals:shown:wallSeconds:)``
    /// counts them), so 2,000 failures print 20 reports and one line, not 2,000 lines.
    public func entry(for result: CaseResult, shownBefore shown: Int) -> String {
        if let limit = maxFullReports, shown >= limit { return "" }
        return (describe(result) + [""]).map { $0 + "\n" }.joined()
    }

    /// The summary's last lines: how many failures were left out, then the counts and the wall time. `shown` is
    /// the number of failures passed to ``entry(for:shownBefore:)``.
    public func closing(totals: ScenarioReportTotals, shown: Int, wallSeconds: Double?) -> String {
        var text = ""
        if let limit = maxFullReports, shown > limit {
            let more = shown - limit
            text +=
                "\n\(more) more failure\(more == 1 ? "" : "s") not shown (--max-failures \(limit)); "
                + "the JUnit and JSON reports hold every failure in full\n"
        }
        text +=
            "\(totals.cases) case\(totals.cases == 1 ? "" : "s"): \(totals.passed) passed, "
            + "\(totals.failed) failed, \(totals.errored) errored"
        if totals.skipped > 0 { text += ", \(totals.skipped) skipped" }
        text += String(format: " (%.3fs)", wallSeconds ?? totals.durationSeconds) + "\n"
        return text + Self.skippedLines(totals.skippedByReason)
    }

    /// One line per reason cases were skipped for, most cases first (`  skipped 12: needs capability …`).
    static func skippedLines(_ byReason: [String: Int]) -> String {
        byReason.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "  skipped \($0.value): \($0.key)\n" }.joined()
    }

    /// The lines for one failed or errored case.
    public func describe(_ result: CaseResult) -> [String] {
        var lines = [
            "\(result.outcome == .failed ? "FAILED" : "ERRORED") \(result.caseID)  "
                + "[\(result.scenarioName), \(result.file)]"
        ]
        if !result.parameters.isEmpty {
            lines.append("  parameters: " + result.parameters.map(\.description).joined(separator: " "))
        }
        if let failure = result.failure {
            if let step = failure.step {
                let index = failure.stepIndex.map { "#\($0) " } ?? ""
                let place = failure.location.map { "  at \($0.fileAndLine)" } ?? ""
                lines.append("  step \(index)\(step)\(place)")
            } else if let location = failure.location {
                lines.append("  at \(location)")
            }
            lines.append("  \(failure.message)")
            if let expected = failure.expected { lines.append("  expected: \(expected)") }
            if let actual = failure.actual { lines.append("  actual:   \(actual)") }
        }
        if !result.trace.isEmpty {
            lines.append("  trace:")
            lines += result.trace.map { "   \($0.line)" }
        }
        if let events = result.failure?.events, !events.isEmpty {
            lines.append("  last events:")
            lines += events.map { "    \($0)" }
        }
        lines.append("  re-run: \(rerun.command(file: result.file, caseID: result.caseID))")
        return lines
    }
}
