import Foundation
import Harness
import Synchronization
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Long runs: the progress line, and the failure cap in the summary.
struct RunProgressTests {
    @Test func theProgressLineShowsDoneTotalFailuresRateAndETA() {
        let line = ScenarioProgress.line(done: 1200, total: 10_000, failed: 3, elapsed: .seconds(2))
        #expect(line.hasSuffix("ETA " + ScenarioDuration.format(.milliseconds(14_667))), "8,800 left at 600/s: \(line)")
        #expect(line.contains("1200/10000 cases"))
        #expect(line.contains("3 failed"))
        #expect(line.contains("600 cases/s"))
    }

    @Test func shortRunsDrawNothingAndTheLineIsErasedAfterLongOnes() async throws {
        let drawn = DrawnText()
        let elapsed = ManualElapsed(.milliseconds(999))
        let short = ScenarioProgress(total: 3, elapsed: { elapsed.now }, draw: { drawn.append($0) })
        short.record(CaseResult(caseID: "a", file: "f", outcome: .passed, failure: nil))
        short.finish()
        #expect(drawn.text.isEmpty, "a run under a second draws no progress")
        let long = ScenarioProgress(total: 3, elapsed: { elapsed.now }, draw: { drawn.append($0) })
        elapsed.now = .milliseconds(1050)
        long.record(CaseResult(caseID: "b", file: "f", outcome: .failed, failure: nil))
        long.finish()
        #expect(drawn.text.contains("1/3 cases · 1 failed"), "\(drawn.text)")
        #expect(drawn.text.hasSuffix("\r\u{1B}[K"), "erased before the summary")
    }

    @Test func theLineStyleWritesPlainLinesWithoutEscapeCodes() async throws {
        let drawn = DrawnText()
        let elapsed = ManualElapsed(.milliseconds(1050))
        let progress = ScenarioProgress(total: 3, style: .lines, elapsed: { elapsed.now }, draw: { drawn.append($0) })
        progress.record(CaseResult(caseID: "a", file: "f", outcome: .failed, failure: nil))
        progress.record(CaseResult(caseID: "b", file: "f", outcome: .passed, failure: nil))
        progress.finish()
        #expect(drawn.text.hasPrefix("  1/3 cases · 1 failed"), "\(drawn.text)")
        #expect(
            drawn.text.hasSuffix("\n") && drawn.text.split(separator: "\n").count == 1, "one line in 5 s: \(drawn.text)"
        )
        #expect(!drawn.text.contains("\r") && !drawn.text.contains("\u{1B}"), "\(drawn.text.debugDescription)")
    }

    /// `--progress` forced with standard error into a file (not a terminal): no escape codes in the file.
    @Test func forcedProgressIntoAFileWritesNoEscapeCodes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Cases slow enough for the line to be due after a second: each derives its own starting passcode's
        // verifier (a different passcode per case, so no case reuses another's set-up) with 2,000,000 PBKDF2
        // rounds (about 0.7 s in a debug build) on one worker.
        let scenario = directory.appendingPathComponent("slow.yaml")
        try """
        name: slow
        overrides: {verifierRounds: 2000000}
        initial: {passcode: "${p}", enabled: true}
        steps: [launch]
        matrix: {axes: {p: ["482916", "739164", "104729", "271828"]}}
        """.write(to: scenario, atomically: true, encoding: .utf8)
        let log = directory.appendingPathComponent("stderr.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS")
        process.arguments = ["run", scenario.path, "--progress", "--parallel", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("/4 cases · "), "a progress line was drawn: \(text.debugDescription)")
        #expect(!text.contains("\u{1B}") && !text.contains("\r"), "\(text.debugDescription)")
    }

    @Test func failuresBeyondTheCapAreNotPrintedAndTheirCountIsSaidOnce() {
        let results = (1...5).map { n in
            CaseResult(
                caseID: "case-\(n)", file: "s.yaml", outcome: .failed,
                failure: CaseFailure(message: "expected locked to be true, it was false"))
        }
        var report = ScenarioSummaryReport(commandPrefix: "lockharness run")
        report.maxFullReports = 2
        let text = report.render(results)
        #expect(text.components(separatedBy: "  re-run: ").count - 1 == 2, "two full reports:\n\(text)")
        for later in 3...5 { #expect(!text.contains("case-\(later)"), "case-\(later) is past the cap:\n\(text)") }
        #expect(text.contains("\n3 more failures not shown (--max-failures 2)"), "\(text)")
        report.maxFullReports = nil
        #expect(report.render(results).components(separatedBy: "  re-run: ").count - 1 == 5)
    }

    @Test func twoThousandFailuresPrintTwentyReportsAndOneLineForTheRest() {
        let results = (1...2_000).map { n in
            CaseResult(caseID: "case-\(n)", file: "s.yaml", outcome: .failed, failure: CaseFailure(message: "no"))
        }
        var report = ScenarioSummaryReport(commandPrefix: "lockharness run")
        report.maxFullReports = 20
        let lines = report.render(results).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 20 * 6 + 5, "\(lines.count) lines")
        #expect(lines.filter { $0.hasPrefix("FAILED") }.count == 20)
        #expect(
            lines.contains(
                "1980 more failures not shown (--max-failures 20); the JUnit and JSON reports hold every failure in full"
            ))
    }

}

/// Text a progress line drew, collected across threads.
final class DrawnText: Sendable {
    private let storage = Mutex("")
    func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}

/// A run's elapsed time as a test sets it.
final class ManualElapsed: Sendable {
    private let storage: Mutex<Duration>
    init(_ start: Duration) { storage = Mutex(start) }
    var now: Duration {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
