import Biometrics
import Foundation
import Testing

@testable import Harness

/// Runs every scenario file under Tests/Scenarios through the real executor: the seeds' tables, the security
/// suite and the demo matrix.
struct ScenarioSuiteTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios").path

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test(arguments: files)
    func scenarioFilePasses(file: String) async throws {
        let document = try ScenarioParser.parse(contentsOf: "\(Self.directory)/\(file)")
        let cases = try ScenarioMatrixExpander().cases(for: document)
        #expect(!cases.isEmpty)
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded())
        let results = await ScenarioRunner(executor: executor).run(cases)
        let failures = results.filter { $0.outcome != .passed }
        let report = ScenarioSummaryReport().render(failures)
        #expect(failures.isEmpty, "\(failures.count) of \(results.count) cases failed:\n\(report)")
    }

    @Test func suitesExist() {
        #expect(Self.files.contains("demo-matrix.yaml"))
    }
}
