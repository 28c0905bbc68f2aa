import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The conformance suites (Tests/Conformance): written in the portable vocabulary only, so they run through any
/// app's adapter, and every case passes on LockHarness's model (which has every capability).
struct ConformanceSuiteTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance").path

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func cases(_ file: String) throws -> [ScenarioCase] {
        try ScenarioMatrixExpander().cases(for: try ScenarioParser.parse(contentsOf: "\(directory)/\(file)"))
    }

    @Test func theSuitesAreThereAndUseOnlyPortableStepsAndFields() throws {
        let files = try Self.files()
        try #require(files.count >= 5, "the conformance suites are missing from \(Self.directory)")
        var total = 0
        for file in files {
            let cases = try Self.cases(file)
            #expect(!cases.isEmpty, "\(file) has no cases")
            total += cases.count
            for scenarioCase in cases {
                let problems = ScenarioPortability.problems(in: scenarioCase)
                #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
            }
        }
        #expect(total >= 150, "only \(total) conformance cases")
    }

    @Test func aModelOnlyStepOrFieldIsNamedWithItsLocation() throws {
        let cases = try ScenarioFixtures.expand(
            "name: x\nsteps:\n  - launch\n  - api-latency: {endpoint: me, latency: 1s}\n  - expect: {locked: false, lockCycle: 0}\n"
        )
        let problems = ScenarioPortability.problems(in: cases[0]).map(\.description)
        #expect(problems.count == 2)
        #expect(problems.first?.contains(":4:") == true, "\(problems)")
        #expect(problems.first?.contains("step `api-latency` is model-only") == true, "\(problems)")
        #expect(problems.last?.contains("field `lockCycle` is model-only") == true, "\(problems)")
    }

    @Test(arguments: try files())
    func everyCasePassesOnTheModel(file: String) async throws {
        let cases = try Self.cases(file)
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded())
        let results = await ScenarioRunner(executor: executor).run(cases)
        let problems = results.filter(\.isProblem)
        #expect(problems.isEmpty, "\(ScenarioSummaryReport().render(problems))")
    }

    @Test func anUnknownCapabilityIsRefusedAtParseTimeWithItsLocationAndTheClosestName() throws {
        #expect {
            _ = try ScenarioParser.parse(yaml: "name: x\nrequires: [biometric]\nsteps: [launch]\n", file: "x.yaml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("x.yaml:2:12") && text.contains("biometrics")
        }
    }
}
