import Foundation
import Harness
import Synchronization
import Testing

@testable import HarnessApps
@testable import HarnessLanguage
@testable import HarnessScenarios

/// The runner at scale: results handed over in order through a bounded window, plans that build rows and ids on
/// demand, and reports streamed through spools that come out as the whole-list renderers write them.
struct RunnerAtScaleTests {
    /// An executor whose cases finish in an order the test chooses: case `n` waits `delays[n]` milliseconds, and
    /// every start is recorded.
    final class ScheduledExecutor: ScenarioCaseExecutor {
        let delays: [Int]
        /// Case 0 first waits until this many cases have started (or 10 s pass), then waits its delay.
        let firstWaitsForStarts: Int?
        let started = Mutex<[Int]>([])

        init(delays: [Int], firstWaitsForStarts: Int? = nil) {
            self.delays = delays
            self.firstWaitsForStarts = firstWaitsForStarts
        }

        func run(_ scenarioCase: ScenarioCase) async -> CaseResult {
            let index = Int(scenarioCase.id)!
            started.withLock { $0.append(index) }
            if index == 0, let wanted = firstWaitsForStarts {
                // Generous: on a loaded machine the other worker can be starved for seconds; the wait ends at once.
                let deadline = ContinuousClock.now + .seconds(60)
                while started.withLock({ $0.count }) < wanted, ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(5))
                }
            }
            try? await Task.sleep(for: .milliseconds(delays[index]))
            return index % 3 == 0
                ? .failed(scenarioCase, CaseFailure(message: "case \(index) fails"))
                : .passed(scenarioCase)
        }
    }

    /// The ids of ``numberedCases(_:)`` in `range`, typed once (`range.map(String.init)` inside `#expect` cost the
    /// type checker most of a second per test).
    static func ids(_ range: Range<Int>) -> [String] {
        var ids: [String] = []
        for number in range { ids.append(String(number)) }
        return ids
    }

    static func numberedCases(_ count: Int) throws -> [ScenarioCase] {
        let document = try ScenarioParser.parse(yaml: "name: n\nsteps: [launch]\n", file: "n.yaml")
        return (0..<count).map { ScenarioCase(id: String($0), file: "n.yaml", scenarioName: "n", document: document) }
    }

    @Test func resultsComeInCaseOrderWhateverOrderTheyFinishIn() async throws {
        // Early cases are the slowest: they finish last, and are still handed over first.
        let cases = try Self.numberedCases(12)
        let executor = ScheduledExecutor(delays: (0..<12).map { (12 - $0) * 5 })
        let handed = Mutex<[String]>([])
        await ScenarioRunner(executor: executor, parallelism: 4).run(
            count: cases.count, makeCase: { .ready(cases[$0]) },
            receive: { result in handed.withLock { $0.append(result.caseID) } })
        #expect(handed.withLock { $0 } == Self.ids(0..<12))
        #expect(executor.started.withLock { Set($0) } == Set(0..<12))
    }

    @Test func workersRunNoFurtherAheadOfAnUnfinishedCaseThanTheWindow() async throws {
        // Case 0 waits until cases 0-4 have started, then 200 ms more; the others are instant. With a window of 5, no
        // case beyond #4 may start before case 0 is handed over, however many finish meanwhile (without the window
        // the other worker would run all 39 in those 200 ms).
        let cases = try Self.numberedCases(40)
        let executor = ScheduledExecutor(delays: [200] + [Int](repeating: 0, count: 39), firstWaitsForStarts: 5)
        var runner = ScenarioRunner(executor: executor, parallelism: 2)
        runner.window = 5
        let startedBeforeFirst = Mutex<[Int]?>(nil)
        await runner.run(count: cases.count, makeCase: { .ready(cases[$0]) }) { result in
            if result.caseID == "0" { startedBeforeFirst.withLock { $0 = executor.started.withLock { $0 } } }
        }
        let early = try #require(startedBeforeFirst.withLock { $0 })
        #expect(early.max() == 4, "started before case 0 was handed over: \(early.sorted())")
        #expect(executor.started.withLock { $0.count } == 40)
    }

    @Test func batchesAreClaimedWithinTheWindowAndHandedOverInOrderByOneWorkerAtATime() throws {
        let cases = try Self.numberedCases(10)
        let results = cases.map { CaseResult.passed($0) }
        var order = ResultOrder(window: 8, batch: 3)
        #expect(order.claim(below: 10).indices == 0..<3)
        #expect(order.claim(below: 10).indices == 3..<6)
        #expect(order.claim(below: 10).indices == 6..<8, "a batch stops at the window")
        #expect(order.claim(below: 10).indices.isEmpty)
        // The second batch finishes first and waits; the first makes both ready, for the worker that finished it.
        #expect(order.finish(3, Array(results[3..<6])).isEmpty)
        let ready = order.finish(0, Array(results[0..<3]))
        #expect(ready.flatMap { $0.map(\.caseID) } == Self.ids(0..<6))
        // While that worker hands them over, a later batch only waits: the one handing over takes it next.
        #expect(order.finish(6, Array(results[6..<8])).isEmpty)
        #expect(order.claim(below: 10).indices.isEmpty, "the window moves once results are handed over")
        #expect(order.handedOver().flatMap { $0.map(\.caseID) } == ["6", "7"])
        #expect(order.handedOver().isEmpty)
        #expect(order.claim(below: 10).indices == 8..<10)
        #expect(order.claim(below: 10).finished)
    }

    @Test func batchedRunsHandEveryResultOverOnceInOrder() async throws {
        let cases = try Self.numberedCases(600)
        let executor = ScheduledExecutor(delays: (0..<600).map { $0 % 7 == 0 ? 1 : 0 })
        let runner = ScenarioRunner(executor: executor, parallelism: 3)
        #expect(runner.batchSize(count: 600) == 12)
        #expect(ScenarioRunner(executor: executor, parallelism: 1).batchSize(count: 600) == 1)
        let handed = Mutex<[String]>([])
        await runner.run(count: cases.count, makeCase: { .ready(cases[$0]) }) { result in
            handed.withLock { $0.append(result.caseID) }
        }
        #expect(handed.withLock { $0 } == Self.ids(0..<600))
    }

    @Test func theDefaultIDOfEveryProductRowIsTheSanitisedJoinOfItsValues() throws {
        // The fast path (sanitised parts, joined) against the rule itself (join, then sanitise), on values that
        // exercise every rule: runs of other characters, a leading '-', numbers, booleans, a list value.
        let yaml = """
            name: ids
            matrix:
              axes:
                a: ["-lead", "two  words", "é!", 3, true]
                b: ["x/y", "-", "", "ok.v1", [1, 2]]
            steps: [launch]
            """
        let plan = try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(yaml: yaml, file: "ids.yaml"))
        let rows = try ScenarioMatrixExpander().rows(
            for: try #require(try ScenarioParser.parse(yaml: yaml, file: "ids.yaml").matrix))
        #expect(plan.count == 25 && rows.count == 25)
        for (index, row) in rows.enumerated() {
            #expect(try plan.id(at: index) == ScenarioCaseID.sanitize(ScenarioCaseID.defaultID(for: row)))
        }
        #expect(try plan.id(at: 0) == "_lead-x_y")
        #expect(try plan.id(at: 7) == "two_words-")
    }

    @Test func aLargePlanIndexesRowsInProductOrderWithoutBuildingThem() throws {
        let yaml = """
            name: big
            matrix:
              limit: 125000
              axes:
                a: [\((0..<50).map { "a\($0)" }.joined(separator: ", "))]
                b: [\((0..<50).map { "b\($0)" }.joined(separator: ", "))]
                c: [\((0..<50).map { "c\($0)" }.joined(separator: ", "))]
              exclude: [{a: a0, b: b0}]
              derive:
                d: {from: c, values: {c49: last}, default: other}
            steps: [launch]
            """
        let plan = try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(yaml: yaml, file: "big.yaml"))
        #expect(plan.count == 125_000 - 50)
        // Rows a0-b0-* are excluded, so index 0 is a0-b1-c0 and the last is a49-b49-c49; index 1,000 is product
        // row 1,050 = a0 (1,050 / 2,500), b21 (1,050 / 50 % 50), c0.
        #expect(try plan.id(at: 0) == "a0-b1-c0")
        #expect(try plan.id(at: 1_000) == "a0-b21-c0")
        #expect(try plan.id(at: plan.count - 1) == "a49-b49-c49")
        let last = try plan.makeCase(plan.count - 1)
        #expect(last.variable("d")?.scalarText == "last")
        #expect(last.parameters.map(\.description) == ["a=a49", "b=b49", "c=c49"])
        #expect(try plan.makeCase(1).variable("d")?.scalarText == "other")
    }

    @Test func aDeriveWithoutAnEntryForSomeAxisValueIsStillFoundAtPlanTime() throws {
        let yaml = """
            name: gap
            matrix:
              axes: {policy: [seed, hardened, strict]}
              derive:
                rounds: {from: policy, values: {seed: 1, hardened: 10}}
            steps: [launch]
            """
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(yaml: yaml, file: "gap.yaml"))
        }
        #expect(error.description.contains("no entry for policy=strict"))
    }

    /// Runs two files (one with failures) through `lockharness run`'s code with both reports and a failure cap.
    static func runWithReports(maxFailures: Int) async throws -> (
        exit: Int32, output: String, junit: String, json: String
    ) {
        let directory = NSTemporaryDirectory() + "lockharness-stream-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let failing = """
            name: failing
            initial: {passcode: "482916", timeout: 1}
            matrix:
              axes: {away: [1s, 30s, 61s, 2m, 5m]}
            steps:
              - launch
              - background
              - advance: ${away}
              - foreground
              - expect: {locked: true}
            """
        var options = ScenarioRunOptions(paths: [])
        options.junitPath = directory + "/junit.xml"
        options.jsonPath = directory + "/report.json"
        options.maxFailures = maxFailures
        let output = RunCommandTests.Output()
        let exit = await ScenarioRunCommand.run(
            [.init(file: "passing.yaml", yaml: RunCommandTests.passing), .init(file: "failing.yaml", yaml: failing)],
            options: options
        ) { output.append($0) }
        return (
            exit, output.text, try String(contentsOfFile: options.junitPath!, encoding: .utf8),
            try String(contentsOfFile: options.jsonPath!, encoding: .utf8)
        )
    }

    @Test func streamedReportsAreWhatTheWholeListRenderersWrite() async throws {
        let run = try await Self.runWithReports(maxFailures: 1)
        #expect(run.exit == 1)
        let report = try JSONDecoder().decode(ScenarioJSONReport.self, from: Data(run.json.utf8))
        #expect(report.results.map(\.caseID) == ["passing", "1s", "30s", "61s", "2m", "5m"])
        #expect(report.totals.failed == 2 && report.totals.passed == 4 && report.exitCode == .failed)
        #expect(try report.render() == run.json)
        // The JUnit file against the whole-list renderer over the same results, times aside.
        func withoutTimes(_ xml: String) -> String {
            xml.replacingOccurrences(of: #"time="[0-9.]+""#, with: "time=\"\"", options: .regularExpression)
        }
        let rerun = ScenarioRerunCommand(prefix: ScenarioRunOptions(paths: []).commandPrefix)
        let rendered = ScenarioJUnitReport(rerun: rerun, wallSeconds: 0).render(report.results)
        #expect(withoutTimes(run.junit) == withoutTimes(rendered))
        // The summary: the first failure in full, the second left out, then the note and the counts.
        var summary = ScenarioSummaryReport(rerun: rerun, wallSeconds: 0)
        summary.maxFullReports = 1
        let expected = summary.render(report.results)
        func withoutWall(_ text: String) -> String {
            text.replacingOccurrences(of: #"\([0-9.]+s\)"#, with: "()", options: .regularExpression)
        }
        #expect(withoutWall(run.output) == withoutWall(expected))
        #expect(run.output.contains("1 more failure not shown (--max-failures 1)"))
    }

    @Test func aSpoolGivesBackEveryByteInOrderAcrossItsBuffer() throws {
        let spool = try ScenarioSpool()
        var expected = ""
        for index in 0..<20_000 {
            let line = "line \(index) " + String(repeating: "x", count: index % 50) + "\n"
            try spool.append(line)
            expected += line
        }
        #expect(spool.size == expected.utf8.count)
        #expect(try spool.text() == expected)
        var middle: [UInt8] = []
        try spool.read(100_000..<300_000) { middle += $0 }
        #expect(middle == Array(Array(expected.utf8)[100_000..<300_000]))
    }
}
