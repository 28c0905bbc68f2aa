import Foundation
import Synchronization
import Testing

@testable import Harness

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
        let short = ScenarioProgress(total: 3, draw: { drawn.append($0) })
        short.record(CaseResult(caseID: "a", file: "f", outcome: .passed, failure: nil))
        short.finish()
        #expect(drawn.text.isEmpty, "a run under a second draws no progress")
        let long = ScenarioProgress(total: 3, draw: { drawn.append($0) })
        try await Task.sleep(for: .milliseconds(1050))
        long.record(CaseResult(caseID: "b", file: "f", outcome: .failed, failure: nil))
        long.finish()
        #expect(drawn.text.contains("1/3 cases · 1 failed"), "\(drawn.text)")
        #expect(drawn.text.hasSuffix("\r\u{1B}[K"), "erased before the summary")
    }

    @Test func failuresBeyondTheCapGetOneLineEachAndTheCountIsSaid() {
        let results = (1...5).map { n in
            CaseResult(
                caseID: "case-\(n)", file: "s.yaml", outcome: .failed,
                failure: CaseFailure(message: "expected locked to be true, it was false"))
        }
        var report = ScenarioSummaryReport(commandPrefix: "lockharness run")
        report.maxFullReports = 2
        let text = report.render(results)
        #expect(text.components(separatedBy: "  re-run: ").count - 1 == 2, "two full reports:\n\(text)")
        #expect(text.contains("FAILED case-5: expected locked to be true, it was false  (re-run:"), "\(text)")
        #expect(text.contains("3 more failures shown on one line each (--max-failures 2)"), "\(text)")
        report.maxFullReports = nil
        #expect(report.render(results).components(separatedBy: "  re-run: ").count - 1 == 5)
    }
}

/// Text a progress line drew, collected across threads.
final class DrawnText: Sendable {
    private let storage = Mutex("")
    func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}
