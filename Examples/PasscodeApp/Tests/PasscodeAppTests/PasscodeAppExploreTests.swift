import AppHarness
import AppHarnessTesting
import Biometrics
import Foundation
import PasscodeAppHarness
import Testing

@testable import Harness

/// `explore` on the example app: random sequences of the steps its adapter declares, checked against the portable
/// invariants after every step. Clean, the app breaks none; built with `-Xswiftc -DPLANTED_EXPLORE_BUG` (the delete
/// key on an empty pad submits again the last entry that unlocked, at any later lock: a sequence no shipped case
/// takes), explore finds it, shrinks it, and writes a scenario that fails the same way through the app.
@Suite(.serialized, .processWideAppState)
struct PasscodeAppExploreTests {
    static func options() -> ExploreOptions {
        var options = ExploreOptions(
            seed: 7, runs: 400, steps: 40, setup: ExploreSetup(biometricEnabled: false, timeoutMinutes: 1),
            invariants: ExploreInvariant.portable)
        options.app = ExploreApp(app: AppHost<PasscodeAppAdapter>.self) { try await PasscodeAppAdapter.make($0) }
        return options
    }

    @Test func exploreOnTheAppFindsOnlyThePlantedBug() async throws {
        let options = Self.options()
        let started = ContinuousClock.now
        let report = try await Explorer(catalog: try DeviceProfileCatalog.embedded()).explore(options)
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print(
            "explore on the example app: \(report.runs) runs, \(report.stepsExecuted) steps applied "
                + "(\(report.stepsSkipped) skipped) in \(String(format: "%.2f", seconds)) s: "
                + String(format: "%.0f", Double(report.stepsExecuted) / seconds) + " steps/s")
        #expect(report.stepsExecuted > report.runs * 5, "the app took the explorer's steps")
        #if PLANTED_EXPLORE_BUG
            let finding = try #require(report.violations.first, "explore missed the planted bug: \(report.summary)")
            print(
                "explore found the planted bug in \(String(format: "%.2f", seconds)) s, shrunk to "
                    + finding.inputs.compactMap { StepVocabulary.line(for: $0) }.joined(separator: " · "))
            #expect(finding.violation.invariant == "app-unlock-needs-reason", "\(finding.violation.message)")
            #expect(finding.inputs.count <= 10, "shrunk to \(finding.inputs.count) inputs")
            // The written scenario replays through the app and fails there too.
            let yaml = try ExploreScenarioWriter.yaml(for: finding, options: options, path: "explore-planted.yaml")
            let document = try ScenarioParser.parse(yaml: yaml, file: "explore-planted.yaml")
            let cases = try ScenarioMatrixExpander().cases(for: document)
            let executor = AppCaseExecutor(
                catalog: try DeviceProfileCatalog.embedded(), app: AppHost<PasscodeAppAdapter>.self
            ) { try await PasscodeAppAdapter.make($0) }
            let results = await ScenarioRunner(executor: executor, parallelism: 1).run(cases)
            #expect(results.map(\.outcome) == [.failed], "\(ScenarioSummaryReport().render(results))")
        #else
            #expect(report.violations.isEmpty, "\(report.violations.map(\.violation.message))")
        #endif
    }
}
