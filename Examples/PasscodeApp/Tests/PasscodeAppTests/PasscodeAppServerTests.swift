import AppHarnessTesting
import Biometrics
import Foundation
import Harness
import PasscodeApp
import PasscodeAppHarness
import Testing

@testable import Harness

/// The same scenario suites with the app's own ``HTTPAPIClient`` talking to the real `lockharness-server` (test
/// mode, one process for the suite, a sandbox per case holding the case's account), in app mode and side by side
/// with the model.
///
/// The server is the root package's build (`swift build` at the repository root puts it in .build/debug), or
/// `$LOCKHARNESS_SERVER`. Without either the suite is skipped, unless `LOCKHARNESS_REQUIRE_SERVER` is set (CI sets
/// it after building the root package): then it fails.
///
/// In differential mode the model talks to the same server (a sandbox of its own per case, through
/// `ServerSessionBackendProvider`), so both sides of the comparison run against the real backend.
@Suite(.serialized, .processWideAppState, .enabled(if: SuiteServer.expected, SuiteServer.skipMessage))
struct PasscodeAppServerTests {
    @Test(arguments: PasscodeAppScenarioTests.files)
    func appAgainstServerPassesExceptPlantedBug(file: String) async throws {
        try await run(file, mode: .app)
    }

    @Test(arguments: PasscodeAppScenarioTests.differentialFiles)
    func appAgainstServerMatchesModelExceptPlantedBug(file: String) async throws {
        try await run(file, mode: .differential)
    }

    /// LockHarness's conformance suites through the app talking to the server (a sandbox per case), alone and
    /// beside the model on the same server.
    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func conformanceSuitesAgainstServer(mode: AppCaseExecutor.Mode) async throws {
        let server = try await SuiteServer.shared.value
        try await PasscodeAppConformanceTests.run(
            mode: mode, backend: ReferenceServerAPIProvider(baseURL: server.baseURL),
            modelBackend: ServerSessionBackendProvider(baseURL: server.baseURL), label: "reference server")
    }

    /// Runs `file` with a sandbox per case, then checks that every case's app really talked to the server (and
    /// only to it), and that each sandbox on the server holds the case's account.
    private func run(_ file: String, mode: AppCaseExecutor.Mode) async throws {
        let server = try await SuiteServer.shared.value
        let provider = ReferenceServerAPIProvider(baseURL: server.baseURL)
        let log = AdapterLog()
        var executor = try PasscodeAppScenarioTests.executor(mode: mode, backend: provider) { log.adapters.append($0) }
        executor.modelBackend = ServerSessionBackendProvider(baseURL: server.baseURL)
        let ran = try await PasscodeAppScenarioTests.check(file, executor: executor)

        let adapters = await log.adapters
        let sandboxes = provider.sandboxes
        #expect(adapters.count == ran.count, "one app per case")
        #expect(sandboxes.count == ran.count, "one sandbox per case")
        for adapter in adapters {
            let api = await adapter.api
            #expect(api.base is HTTPAPIClient, "the app's client is HTTPAPIClient, not the in-process double")
            #expect(api.completed > 0, "the app got answers from the server")
            #expect(api.failed == 0, "no call to the server failed")
            #expect(api.inFlight == 0)
        }
        // The server side: each case's sandbox holds the case's account, read with the app's own client.
        for sandbox in sandboxes {
            let me = try await provider.client(for: sandbox).me()
            let configuration = sandbox.configuration
            #expect(me.hasPasscode == (configuration.passcode != nil))
            #expect(me.passcodeEnabled == configuration.passcodeEnabled)
            #expect((me.passcodeTimeoutMinutes ?? 15) == configuration.timeoutMinutes)
        }
        // The sandbox header matters: the same token without it is not the case's account.
        if let first = sandboxes.first {
            let unscoped = HTTPAPIClient(baseURL: server.baseURL, token: first.token)
            await #expect(throws: APIError.self) { _ = try await unscoped.me() }
        }
    }
}

/// The adapters a run made, in case order.
@MainActor
final class AdapterLog {
    var adapters: [PasscodeAppAdapter] = []
}

/// The suite's reference server: where it is, whether the suite runs, and the one process.
enum SuiteServer {
    static let environment = ProcessInfo.processInfo.environment

    /// The root package's debug build of the server (this file is Examples/PasscodeApp/Tests/PasscodeAppTests/…).
    static let builtServer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/lockharness-server")

    static var expected: Bool {
        FileManager.default.isExecutableFile(atPath: builtServer.path) || environment["LOCKHARNESS_SERVER"] != nil
            || environment["LOCKHARNESS_REQUIRE_SERVER"] != nil
    }

    static let skipMessage: Comment = """
        lockharness-server not built: run `swift build` at the repository root (or set LOCKHARNESS_SERVER) to run \
        the suites against the reference server; LOCKHARNESS_REQUIRE_SERVER=1 makes this a failure
        """

    /// One server for the whole suite (it exits with this process: its stdin is a pipe from here).
    static let shared = Task { () throws -> ReferenceServerProcess in
        if FileManager.default.isExecutableFile(atPath: builtServer.path) {
            return try await ReferenceServerProcess.start(executable: builtServer)
        }
        return try await ReferenceServerProcess.start()
    }
}
