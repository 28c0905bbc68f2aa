import AppHarness
import AppHarnessTesting
import Biometrics
import Foundation
import PasscodeAppHarness
import Testing

@testable import Harness

/// Runs Examples/PasscodeApp/Scenarios through the example app (``PasscodeAppAdapter``), alone and side by side
/// with LockHarness's model. One serialized suite: the app's singletons and `SimulatedPhone.current` are
/// process-wide.
///
/// Built with `-Xswiftc -DPLANTED_BUG` (the app locks only when `elapsed > timeout`), the boundary case (away
/// exactly 15 minutes) must fail in both modes and every other case must still pass: the suite passes only if the
/// harness catches the bug.
@Suite(.serialized, .processWideAppState)
struct PasscodeAppScenarioTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios").path

    /// The suites, listed so that a deleted or emptied file fails instead of running nothing.
    static let files = ["lock-screen.yaml", "pin-dots.yaml", "timeout-boundary.yaml", "keychain-lifecycle.yaml"]
    /// The suites compared against the model: all but keychain-lifecycle.yaml (the app's biometry-bound token,
    /// which the model does not keep).
    static let differentialFiles = ["lock-screen.yaml", "pin-dots.yaml", "timeout-boundary.yaml"]

    /// The cases the planted bug must fail (and only these), by file.
    #if PLANTED_BUG
        static let expectedFailures: [String: Set<String>] = ["timeout-boundary.yaml": ["timeout-away15m"]]
    #else
        static let expectedFailures: [String: Set<String>] = [:]
    #endif

    @Test(arguments: files)
    func appAlonePassesExceptPlantedBug(file: String) async throws {
        try await Self.check(file, executor: Self.executor(mode: .app, backend: InProcessAPIProvider()))
    }

    @Test(arguments: differentialFiles)
    func appMatchesModelExceptPlantedBug(file: String) async throws {
        try await Self.check(file, executor: Self.executor(mode: .differential, backend: InProcessAPIProvider()))
    }

    @Test func everyScenarioFileIsListed() throws {
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory).filter {
            $0.hasSuffix(".yaml")
        }
        #expect(Set(present) == Set(Self.files + [Self.benchMatrix]))
    }

    /// The benchmark's matrix (passcode-app-bench): 200 to 1,000 cases, every one passing alone and beside the
    /// model, so the figures measure passing cases.
    static let benchMatrix = "bench-matrix.yaml"

    @Test func benchMatrixPassesAloneAndBesideTheModel() async throws {
        let document = try ScenarioParser.parse(contentsOf: "\(Self.directory)/\(Self.benchMatrix)")
        let cases = try ScenarioMatrixExpander().cases(for: document)
        #expect((200...1_000).contains(cases.count))
        for mode in [AppCaseExecutor.Mode.app, .differential] {
            let executor = try Self.executor(mode: mode, backend: InProcessAPIProvider())
            let results = await ScenarioRunner(executor: executor, parallelism: 1).run(cases)
            let failing = results.filter { $0.outcome != .passed }
            #expect(results.count == cases.count)
            #expect(!results.contains { $0.outcome == .skipped }, "every bench case applies to the app")
            #if PLANTED_BUG
                // Every case away exactly the timeout is caught, and only those, as failures (not errors).
                let boundary = Set(cases.map(\.id).filter { $0.hasSuffix("-at") })
                #expect(!boundary.isEmpty)
                #expect(Set(failing.map(\.caseID)) == boundary, "\(mode): \(failing.map(\.caseID).sorted())")
                #expect(failing.allSatisfy { $0.outcome == .failed })
            #else
                #expect(failing.isEmpty, "\(mode): \(ScenarioSummaryReport().render(Array(failing.prefix(3))))")
            #endif
        }
    }

    /// The example app on `backend`, alone or beside the model; `made` sees each case's app.
    static func executor(
        mode: AppCaseExecutor.Mode, backend: any PasscodeAppAPIProvider,
        catalog: DeviceProfileCatalog? = nil,
        made: @escaping @Sendable @MainActor (PasscodeAppAdapter) -> Void = { _ in }
    ) throws -> AppCaseExecutor {
        AppCaseExecutor(
            catalog: try catalog ?? DeviceProfileCatalog.embedded(), app: AppHost<PasscodeAppAdapter>.self, mode: mode
        ) {
            let host = try await PasscodeAppAdapter.make($0, backend: backend)
            made(host.app)
            return host
        }
    }

    /// Runs `file` through `executor`: every case passes but the planted bug's, which fail on the lock. Returns
    /// the cases and their results.
    @discardableResult
    static func check(_ file: String, executor: AppCaseExecutor) async throws -> [(ScenarioCase, CaseResult)] {
        let document = try ScenarioParser.parse(contentsOf: "\(Self.directory)/\(file)")
        let cases = try ScenarioMatrixExpander().cases(for: document)
        try #require(!cases.isEmpty, "\(file) has no cases")
        let results = await ScenarioRunner(executor: executor, parallelism: 1).run(cases)
        #expect(results.count == cases.count, "every case ran")
        // The app's own suites are written for it: nothing in them may be skipped (a skip would hide a case).
        let skipped = results.filter { $0.outcome == .skipped }
        #expect(skipped.isEmpty, "\(ScenarioSummaryReport().render(skipped))")
        let failing = results.filter(\.isProblem)
        let failingIDs = Set(failing.map(\.caseID))
        let expected = Self.expectedFailures[file] ?? []
        try #require(expected.isSubset(of: Set(cases.map(\.id))), "\(file) lost a case the planted bug must fail")
        #expect(
            failingIDs == expected,
            "expected to fail: \(expected.sorted()); failed:\n\(ScenarioSummaryReport().render(failing))")
        if !failing.isEmpty { print("\(file), \(executor.mode): caught\n\(ScenarioSummaryReport().render(failing))") }
        // A planted-bug case must fail, not error: the app ran and was wrong.
        #expect(failing.allSatisfy { $0.outcome == .failed }, "\(ScenarioSummaryReport().render(failing))")
        // ... on the lock (screen or locked), the bug's symptom.
        #expect(
            failing.allSatisfy { $0.failure?.message.contains("lock") == true },
            "\(ScenarioSummaryReport().render(failing))")
        let byID = Dictionary(uniqueKeysWithValues: results.map { ($0.caseID, $0) })
        return cases.compactMap { scenarioCase in byID[scenarioCase.id].map { (scenarioCase, $0) } }
    }
}
