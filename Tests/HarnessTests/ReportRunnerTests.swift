import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// An executor whose outcome depends on the case id, with uneven delays to shuffle completion order.
private struct FakeExecutor: ScenarioCaseExecutor {
    func run(_ scenarioCase: ScenarioCase) async -> CaseResult {
        let delay = Int(ScenarioShard.stableHash(scenarioCase.id) % 5)
        try? await Task.sleep(for: .milliseconds(delay))
        let trace = scenarioCase.steps.map { CaseTraceEntry($0, time: "t=0s", state: "unlocked") }
        if scenarioCase.id.hasSuffix("y") {
            let step = scenarioCase.steps[0]
            return .failed(
                scenarioCase,
                CaseFailure(
                    at: step, message: "expectation failed", expected: "locked=true",
                    actual: "locked=false"), trace: trace)
        }
        if scenarioCase.id.hasSuffix("z") {
            return .errored(
                scenarioCase, CaseFailure(ScenarioError(.other("bad step"), at: scenarioCase.steps[0].argument)))
        }
        return .passed(scenarioCase, trace: trace)
    }
}

struct ReportRunnerTests {
    private func cases() throws -> [ScenarioCase] {
        try ScenarioFixtures.expand("steps: [launch]\nmatrix:\n  axes: {a: [v1, v2, v3, v4], b: [x, y, z]}\n")
    }

    @Test func runnerReturnsResultsInCaseOrderWhateverTheCompletionOrder() async throws {
        let all = try cases()
        let results = await ScenarioRunner(executor: FakeExecutor(), parallelism: 4).run(all)
        #expect(results.map(\.caseID) == all.map(\.id))
        #expect(results.allSatisfy { $0.durationSeconds >= 0 })
        #expect(results[0].parameters == all[0].parameters)
    }

    @Test func exitCodesMapOutcomes() async throws {
        let all = try cases()
        let results = await ScenarioRunner(executor: FakeExecutor(), parallelism: 2).run(all)
        #expect(ScenarioExitCode.forResults(results) == .badInput)
        #expect(ScenarioExitCode.forResults(results.filter { $0.outcome != .errored }) == .failed)
        #expect(ScenarioExitCode.forResults(results.filter { $0.outcome == .passed }) == .passed)
        #expect(ScenarioExitCode.forResults([]) == .passed)
    }

    @Test func summaryShowsFailingStepExpectedActualTraceAndRerunCommand() async throws {
        let results = await ScenarioRunner(executor: FakeExecutor(), parallelism: 2).run(try cases())
        let summary = ScenarioSummaryReport().render(results)
        #expect(summary.contains("FAILED v1-y  [t, t.yaml]"))
        #expect(summary.contains("  step #0 launch  at t.yaml:1"))
        #expect(summary.contains("  expected: locked=true\n  actual:   locked=false"))
        #expect(summary.contains("    #0 launch  (t.yaml:1)  t=0s  unlocked"))
        #expect(summary.contains("  re-run: swift run lockharness run t.yaml --case v1-y"))
        #expect(summary.contains("ERRORED v1-z"))
        #expect(summary.contains("12 cases: 4 passed, 4 failed, 4 errored"))
    }

    @Test func rerunCommandQuotesForTheShell() throws {
        var scenarioCase = try cases()[0]
        scenarioCase.file = "my scenarios/it's.yaml"
        #expect(scenarioCase.rerunCommand() == "swift run lockharness run 'my scenarios/it'\\''s.yaml' --case v1-x")
    }

    @Test func jsonReportRoundTrips() async throws {
        let results = await ScenarioRunner(executor: FakeExecutor(), parallelism: 2).run(try cases())
        let json = try ScenarioJSONReport(results).render()
        let decoded = try ScenarioJSONDecoding.decode(json)
        #expect(decoded.results == results)
        #expect(decoded.totals.failed == 4)
        #expect(decoded.exitCode == .badInput)
        #expect(json.contains("\"caseID\" : \"v1-x\""))
    }
}
