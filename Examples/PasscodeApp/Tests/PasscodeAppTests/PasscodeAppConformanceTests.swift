import AppHarness
import AppHarnessTesting
import Biometrics
import Foundation
import PasscodeAppHarness
import Testing

@testable import Harness

/// LockHarness's conformance suites (Tests/Conformance at the repository root) through the example app, with the
/// one call a team's test makes: ``ScenarioRunCommand/run(_:errorOutput:output:)`` with ``ScenarioRunOptions/app``.
/// Every case runs or is skipped with its reason (a capability, step or field the app does not declare); none
/// errors, none fails, alone and beside the model. The summary (counts, skips by reason) is printed.
@Suite(.serialized, .processWideAppState)
struct PasscodeAppConformanceTests {
    static let suites = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Conformance").path

    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func theConformanceSuitesPassThroughTheApp(mode: AppCaseExecutor.Mode) async throws {
        try await Self.run(mode: mode, backend: InProcessAPIProvider(), modelBackend: nil, label: "in process")
    }

    /// Runs the suites through the app on `backend` (the model, in differential mode, on `modelBackend`): exit 0,
    /// nothing errored or failed, nothing skipped for using what only the model has. Prints the summary.
    static func run(
        mode: AppCaseExecutor.Mode, backend: any PasscodeAppAPIProvider, modelBackend: (any SessionBackendProvider)?,
        label: String
    ) async throws {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(mode)-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: json) }
        var options = ScenarioRunOptions(paths: [Self.suites])
        options.jsonPath = json.path
        options.commandPrefix = "swift test --filter PasscodeAppConformanceTests # then lockharness run"
        options.app = { catalog in
            var executor = try! PasscodeAppScenarioTests.executor(mode: mode, backend: backend, catalog: catalog)
            if let modelBackend { executor.modelBackend = modelBackend }
            return executor
        }
        let output = OutputLines()
        let exitCode = await ScenarioRunCommand.run(options) { output.append($0) }
        print("conformance through the example app (\(mode), \(label)):\n\(output.text)")
        let report = try JSONDecoder().decode(ScenarioJSONReport.self, from: Data(contentsOf: json))
        #expect(report.totals.errored == 0)
        #expect(report.totals.passed > 0)
        #if PLANTED_BUG
            // Away exactly the timeout is where most suites bring the app back: they catch the `>` for `>=`.
            #expect(exitCode == 1 && report.totals.failed > 0, "the planted bug went unseen: \(output.text)")
        #else
            #expect(exitCode == 0, "\(output.text)")
            #expect(report.totals.failed == 0)
        #endif
        // Nothing is skipped for being LockHarness's model's business: the suites are portable.
        #expect(!report.totals.skippedByReason.keys.contains { $0.contains("only LockHarness's model has") })
    }
}

/// The text a run printed.
final class OutputLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}
