import Biometrics
import Foundation
import Harness
import LockCore
import LockFlows
import PasscodeHTTPClient
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios
@testable import HarnessSession

/// Every scenario suite against the real reference server (`--backend server`: the `lockharness-server`
/// executable in test mode, one sandbox per case), and the ways `--backend` refuses a server it cannot use.
@Suite(.serialized)
struct ServerBackendTests {
    @Test(arguments: ScenarioSuiteTests.expectedFiles)
    func scenarioFilePassesAgainstTheServer(file: String) async throws {
        let document = try ScenarioParser.parse(contentsOf: "\(ScenarioSuiteTests.directory)/\(file)")
        let cases = try ScenarioMatrixExpander().cases(for: document)
        try #require(!cases.isEmpty, "\(file) has no cases")
        let backend = try await SessionBackendChoice.server.open()
        defer { backend.close() }
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded(), backend: backend.provider)
        let results = await ScenarioRunner(executor: executor).run(cases)
        #expect(results.count == cases.count, "every case ran")
        let failures = results.filter { $0.outcome != .passed }
        let report = ScenarioSummaryReport().render(failures)
        #expect(failures.isEmpty, "\(failures.count) of \(results.count) cases failed against the server:\n\(report)")
    }

    @Test func eachCaseGetsItsOwnAccountOnTheServer() async throws {
        let backend = try await SessionBackendChoice.server.open()
        defer { backend.close() }
        // One session changes its passcode; a second session on the same server still has the configured one.
        let first = try await AppSession(SessionConfiguration(passcode: "482916"), backend: backend.provider)
        try await first.apply(.launch)
        let changed = try await first.backend.passcodeAPI.changePasscode(
            ChangePasscodeRequest(currentPasscode: "482916", newPasscode: "135790"))
        #expect(changed.passcodeHash != nil)
        let second = try await AppSession(SessionConfiguration(passcode: "482916"), backend: backend.provider)
        let verified = try await second.backend.passcodeAPI.verifyPasscode(VerifyPasscodeRequest(passcode: "482916"))
        #expect(verified.valid, "the second case's account is untouched by the first")
    }

    @Test func theServerClockFollowsTheSessionsVirtualClock() async throws {
        let backend = try await SessionBackendChoice.server.open()
        defer { backend.close() }
        let server = try #require(backend.server)
        let session = try await AppSession(SessionConfiguration(), backend: backend.provider)
        let start = await session.now.wall
        try await session.apply(.launch)
        try await session.apply(.advance(.seconds(3600)))
        _ = try await session.backend.passcodeAPI.requestPasscodeReset(ResetPasscodeRequestBody())
        let control = await session.backend.control
        let sandbox = try #require((control as? ServerSessionBackend)?.sandbox)
        let mail = try await TestModeClient(baseURL: server.baseURL).scoped(to: sandbox).outbox().messages
        let sent = try #require(mail.last { $0.kind == .passcodeResetCode })
        #expect(sent.sentAt == Double(start.nanosecondsSince1970) / 1e9 + 3600, "stamped with the virtual time")
    }

    @Test func apiFailuresMapOntoTheServersFaultsAndOfflineStaysOnTheClient() async throws {
        let backend = try await SessionBackendChoice.server.open()
        defer { backend.close() }
        let session = try await AppSession(SessionConfiguration(), backend: backend.provider)
        let api = await session.network
        let me = PasscodeRoutes.me.endpoint
        // `timeout`: the server holds the answer; the client's request timeout ends the call.
        try await session.apply(.apiFailure(InjectFaultRequest(route: me.path, kind: .hang)))
        await #expect(throws: PasscodeAPIError.timeout) { _ = try await api.currentUser() }
        // `{status, message}`: the server answers it, in the route's error body.
        try await session.apply(
            .apiFailure(InjectFaultRequest(route: me.path, kind: .status, status: 503, message: "Down")))
        await #expect(throws: PasscodeAPIError.server(status: 503, message: "Down")) { _ = try await api.currentUser() }
        // `offline`: no request leaves the device; the same error as in process.
        try await session.apply(.offline(me, count: 1))
        await #expect(throws: SessionNetwork.offlineError) { _ = try await api.currentUser() }
        // Each fault was for one call: the next answers normally.
        #expect(try await api.currentUser().hasPasscode)
    }

    @Test func aURLThatDoesNotAnswerIsRefusedWithTheReason() async throws {
        let choice = try SessionBackendChoice(parsing: "http://127.0.0.1:9")
        await #expect {
            _ = try await choice.open()
        } throws: { error in
            "\(error)".contains("did not answer")
        }
    }

    @Test func aServerOutsideTestModeIsRefusedWithTheReason() async throws {
        let executable = try ReferenceServerProcess.locateExecutable()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the server exited before printing its port: the #require below fails
            text += String(decoding: chunk, as: UTF8.self)
        }
        let port = try #require(ReferenceServerProcess.reportedPort(in: Substring(text)))
        let choice = try SessionBackendChoice(parsing: "http://127.0.0.1:\(port)")
        await #expect {
            _ = try await choice.open()
        } throws: { error in
            "\(error)".contains("is not in test mode")
        }
    }

    @Test func backendSpellingsParse() throws {
        #expect(try SessionBackendChoice(parsing: "in-process") == .inProcess)
        #expect(try SessionBackendChoice(parsing: "server") == .server)
        #expect(
            try SessionBackendChoice(parsing: "http://127.0.0.1:8080") == .url(URL(string: "http://127.0.0.1:8080")!))
        #expect(throws: SessionBackendChoice.Failure.self) { try SessionBackendChoice(parsing: "serverr") }
        #expect(throws: SessionBackendChoice.Failure.self) { try SessionBackendChoice(parsing: "ftp://x") }
    }
}
