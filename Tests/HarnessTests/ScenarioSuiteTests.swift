import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Runs every scenario file under Tests/Scenarios through the real executor: the seeds' tables, the security
/// suite and the demo matrix.
///
/// The suites are listed by name, so a deleted, renamed or emptied file fails here instead of silently running
/// nothing, and a new file must be added to the list (``everyScenarioFileIsListed``).
struct ScenarioSuiteTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios").path

    /// The suites that must be there, each with at least one case, each passing.
    static let expectedFiles = [
        "acquired-feedback.yaml",
        "deep-links.yaml",
        "demo-matrix.yaml",
        "password-reset.yaml",
        "security-01-wall-clock-set-back.yaml",
        "security-02-wall-clock-forward-during-delay.yaml",
        "security-03-cold-launch.yaml",
        "security-04-inactive-cover.yaml",
        "security-05-prompt-inactive-no-relock.yaml",
        "security-06-stale-biometric-after-reset.yaml",
        "security-07-enrollment-change.yaml",
        "security-07-enrollment-change-seed.yaml",
        "security-08-sensor-errors.yaml",
        "security-09-biometric-lockout.yaml",
        "security-10-wrong-passcodes.yaml",
        "security-11-malformed-and-blocklisted-passcodes.yaml",
        "security-12-reset-code-expiry.yaml",
        "stage02-service.yaml",
        "stage03-pin-entry.yaml",
        "stage03-settings.yaml",
        "stage03-settings-round-trips.yaml",
        "stage04-forgot-logout-round-trips.yaml",
        "stage04-lock-screen.yaml",
        "stage04-lock-screen-minutes.yaml",
        "stage04-row13-info-plist.yaml",
        "stage04-row13-touch-id-needs-no-usage.yaml",
        "stage05-device-lifecycle.yaml",
    ]

    @Test(arguments: expectedFiles)
    func scenarioFilePasses(file: String) async throws {
        let path = "\(Self.directory)/\(file)"
        try #require(FileManager.default.fileExists(atPath: path), "missing suite \(path)")
        let document = try ScenarioParser.parse(contentsOf: path)
        let cases = try ScenarioMatrixExpander().cases(for: document)
        try #require(!cases.isEmpty, "\(file) has no cases")
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded())
        let results = await ScenarioRunner(executor: executor).run(cases)
        #expect(results.count == cases.count, "every case ran")
        let failures = results.filter { $0.outcome != .passed }
        let report = ScenarioSummaryReport().render(failures)
        #expect(failures.isEmpty, "\(failures.count) of \(results.count) cases failed:\n\(report)")
    }

    /// Found the way `lockharness run Tests/Scenarios` finds them: recursively, `invalid/` and hidden files left out.
    @Test func everyScenarioFileIsListed() throws {
        let present = try ScenarioDiscovery.files(at: Self.directory).map { path in
            String(path.dropFirst(Self.directory.count).drop { $0 == "/" })
        }
        #expect(Set(present) == Set(Self.expectedFiles), "add new suites to ScenarioSuiteTests.expectedFiles")
    }
}
