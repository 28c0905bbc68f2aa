import Foundation
import HarnessLanguage

/// Everything a run reports, built as results arrive (in case order) rather than from a list of all results: the
/// totals, the summary, the `--verbose` lines, and the JUnit and JSON reports. Text goes to spools (unlinked
/// temporary files), so a run of 1,000,000 cases, passing or failing, keeps only counts in memory; ``finish(wallSeconds:output:)``
/// writes the reports (atomically) and prints the summary.
final class ScenarioRunReport {
    private let summary: ScenarioSummaryReport
    private let junit: ScenarioJUnitReport?
    private let junitPath: String?
    private let jsonPath: String?
    private let verbose: Bool
    private(set) var totals = ScenarioReportTotals()
    private var failuresShown = 0
    private let summaryLines: ScenarioSpool
    private let verboseLines: ScenarioSpool?
    private let junitBody: ScenarioSpool?
    private var suites: [(file: String, totals: ScenarioReportTotals, bytes: Range<Int>)] = []
    private let jsonBody: ScenarioSpool?
    private let jsonEncoder: JSONEncoder
    /// The first error writing a spool; reported by ``finish(wallSeconds:output:)``.
    private var writeError: (any Error)?
    /// The `--verbose` mark of each outcome.
    private static let mark: [CaseOutcome: String] = [
        .passed: "PASS", .failed: "FAIL", .errored: "ERROR", .skipped: "SKIP",
    ]

    /// A report for a run with `options`' report paths and verbosity; `rerun` and `maxFailures` shape the summary.
    init(
        rerun: ScenarioRerunCommand, maxFailures: Int?, junitPath: String?, junitFlavor: ScenarioJUnitFlavor,
        jsonPath: String?, verbose: Bool
    ) throws {
        var summary = ScenarioSummaryReport(rerun: rerun)
        summary.maxFullReports = maxFailures
        self.summary = summary
        self.junitPath = junitPath
        self.junit = junitPath.map { _ in ScenarioJUnitReport(rerun: rerun, flavor: junitFlavor) }
        self.jsonPath = jsonPath
        self.verbose = verbose
        summaryLines = try ScenarioSpool()
        verboseLines = verbose ? try ScenarioSpool() : nil
        junitBody = junitPath == nil ? nil : try ScenarioSpool()
        jsonBody = jsonPath == nil ? nil : try ScenarioSpool()
        jsonEncoder = ScenarioJSONReport.encoder
    }

    /// Takes the next result, in case order.
    func add(_ result: CaseResult) {
        totals.add(result)
        do {
            if let verboseLines {
                let mark = Self.mark[result.outcome] ?? "?"
                try verboseLines.append(
                    "\(mark)  \(result.caseID)  (\(String(format: "%.1f", result.durationSeconds * 1000)) ms)\n")
            }
            if result.isProblem {
                try summaryLines.append(summary.entry(for: result, shownBefore: failuresShown))
                failuresShown += 1
            }
            if let junit, let junitBody {
                if suites.last?.file != result.file {
                    suites.append((result.file, ScenarioReportTotals(), junitBody.size..<junitBody.size))
                }
                try junitBody.append { junit.write(testcase: result, into: &$0) }
                suites[suites.count - 1].totals.add(result)
                suites[suites.count - 1].bytes = suites[suites.count - 1].bytes.lowerBound..<junitBody.size
            }
            if let jsonBody {
                let encoded = String(decoding: try jsonEncoder.encode(result), as: UTF8.self)
                try jsonBody.append((totals.cases > 1 ? ",\n" : "") + ScenarioJSONReport.indent(encoded, by: 4))
            }
        } catch {
            if writeError == nil { writeError = error }
        }
    }

    /// Prints the verbose lines and the summary through `output`, then writes the JUnit and JSON reports.
    /// `wallSeconds` (the whole run's wall time) is the summary's time, the JUnit `time` and the JSON
    /// `totals.durationSeconds`; each case keeps its own time.
    ///
    /// - Throws: a ``ScenarioReportWriteError`` naming the file when a report or a spool cannot be written (the
    ///   destination is left as it was).
    func finish(wallSeconds: Double, output: (String) -> Void) throws {
        if let writeError {
            throw ScenarioReportWriteError(path: NSTemporaryDirectory(), what: "report spool", underlying: writeError)
        }
        if let verboseLines, verboseLines.size > 0 {
            try Self.print(verboseLines, keepsFinalNewline: false, to: output)
        }
        let closing = summary.closing(totals: totals, shown: failuresShown, wallSeconds: wallSeconds)
        try Self.print(summaryLines, keepsFinalNewline: true, to: output, appending: closing)
        if let junitPath, var junit, let junitBody {
            junit.wallSeconds = wallSeconds
            let head = junit.header(totals)
            let suites = self.suites
            try Self.write(to: junitPath, what: "--junit report") { emit in
                try emit(Array(head.utf8))
                for (index, suite) in suites.enumerated() {
                    try emit(Array(junit.suiteOpening(file: suite.file, id: index, totals: suite.totals).utf8))
                    try junitBody.read(suite.bytes, into: emit)
                    try emit(Array(ScenarioJUnitReport.suiteClosing.utf8))
                }
                try emit(Array(ScenarioJUnitReport.footer.utf8))
            }
        }
        if let jsonPath, let jsonBody {
            var totals = self.totals
            totals.durationSeconds = wallSeconds
            try Self.write(to: jsonPath, what: "--json report") { emit in
                let (head, tail) = try ScenarioJSONReport.frame(totals: totals)
                try emit(Array(head.utf8))
                try jsonBody.read(0..<jsonBody.size, into: emit)
                try emit(Array(tail.utf8))
            }
        }
    }

    /// ``ScenarioReportFile/write(to:produce:)``, its error naming `path` and `what`.
    private static func write(
        to path: String, what: String, produce: (_ emit: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        do { try ScenarioReportFile.write(to: path, produce: produce) } catch {
            throw ScenarioReportWriteError(path: path, what: what, underlying: error)
        }
    }

    /// Prints a spool and `tail` through `output` in pieces of about 1 MiB cut at line ends (`output` ends each
    /// piece with a newline, so the newline at the cut is dropped), as one `output` of the whole text would.
    private static func print(
        _ spool: ScenarioSpool, keepsFinalNewline: Bool, to output: (String) -> Void, appending tail: String = ""
    ) throws {
        var pending: [UInt8] = []
        try spool.read(0..<spool.size) { chunk in
            pending += chunk
            if pending.count >= 1 << 20, let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) {
                output(String(decoding: pending[..<lastNewline], as: UTF8.self))
                pending.removeSubrange(...lastNewline)
            }
        }
        pending += Array(tail.utf8)
        if !keepsFinalNewline, pending.last == UInt8(ascii: "\n") { pending.removeLast() }
        output(String(decoding: pending, as: UTF8.self))
    }
}
