import Biometrics
import Foundation
import Harness
import PasscodeAppHarness
import Testing

@testable import HarnessApps
@testable import HarnessLanguage
@testable import HarnessScenarios

/// The example app in worker processes (`passcode-app-worker`, the step protocol): its own suites and the
/// conformance suites on two workers at once, planted hangs and crashes failing only their own case, and
/// executables that are not workers refused. Real processes throughout; nothing here shares the app's singletons,
/// so the suite runs in parallel with the others.
struct PasscodeAppWorkerTests {
    /// The worker executable, built beside this test binary.
    static let worker: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("passcode-app-worker").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/passcode-app-worker").path
    }()

    static let planted = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Planted/planted-faults.yaml").path

    /// An executor on `workers` example workers (with the planted faults on when `planted`).
    static func executor(
        workers: Int = 2, mode: AppCaseExecutor.Mode = .app, planted: Bool = false,
        stepTimeout: Duration = WorkerProtocol.defaultStepTimeout, fresh: Bool = false
    ) async throws -> WorkerCaseExecutor {
        let launcher = WorkerLauncher(
            executable: worker, environment: planted ? ["PASSCODE_APP_PLANTED_FAULTS": "1"] : [:])
        return try await WorkerCaseExecutor.start(
            catalog: DeviceProfileCatalog.embedded(), launcher: launcher, workers: workers, mode: mode,
            stepTimeout: stepTimeout, freshProcessPerCase: fresh)
    }

    /// `paths` run with `lockharness run`'s one call on `executor`: the exit code, the JSON report and the output.
    static func run(_ paths: [String], on executor: WorkerCaseExecutor) async throws
        -> (code: Int32, report: ScenarioJSONReport, output: String)
    {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("worker-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: json) }
        var options = ScenarioRunOptions(paths: paths)
        options.jsonPath = json.path
        options.parallelism = executor.workers
        options.app = { _ in executor }
        let output = OutputLines()
        let code = await ScenarioRunCommand.run(options) { output.append($0) }
        let report = try JSONDecoder().decode(ScenarioJSONReport.self, from: Data(contentsOf: json))
        return (code, report, output.text)
    }

    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func theExampleScenariosPassOnTwoWorkers(mode: AppCaseExecutor.Mode) async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let executor = try await Self.executor(workers: 2, mode: mode)
            let files = mode == .app ? PasscodeAppScenarioTests.files : PasscodeAppScenarioTests.differentialFiles
            let (code, report, output) = try await Self.run(
                files.map { "\(PasscodeAppScenarioTests.directory)/\($0)" }, on: executor)
            await executor.shutDown()
            // Only the planted bug's cases fail (none without it), as in process (PasscodeAppScenarioTests).
            let expected = Set(PasscodeAppScenarioTests.expectedFailures.values.joined())
            let failed = Set(report.results.filter(\.isProblem).map(\.caseID))
            #expect(failed == expected && code == (expected.isEmpty ? 0 : 1), "\(output)")
            #expect(report.totals.passed > 0 && report.totals.skipped == 0, "\(output)")
        }
    }

    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func theConformanceSuitesPassOnTwoWorkers(mode: AppCaseExecutor.Mode) async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let executor = try await Self.executor(workers: 2, mode: mode)
            let (code, report, output) = try await Self.run([PasscodeAppConformanceTests.suites], on: executor)
            await executor.shutDown()
            print("conformance on two workers (\(mode)):\n\(output)")
            // Every case runs to its end on the workers: none errors (a hang, a crash, a protocol problem). A case the
            // app gets wrong fails here exactly as it does in process (PasscodeAppConformanceTests).
            #expect(code == 0 || code == 1, "\(output)")
            #expect(report.totals.errored == 0 && report.totals.passed > 0, "\(output)")
        }
    }

    @Test func aFreshProcessPerCasePassesTheSameSuites() async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let executor = try await Self.executor(workers: 2, fresh: true)
            let (code, report, output) = try await Self.run(
                ["\(PasscodeAppScenarioTests.directory)/lock-screen.yaml"], on: executor)
            await executor.shutDown()
            #expect(code == 0 && report.totals.passed == report.totals.cases, "\(output)")
        }
    }

    @Test func aLiveSessionOnTheAppRecordsAScenarioThatReplaysOnTheAppAndOnTheModel() async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let header = LiveSession.headerYAML(
                device: "iphone-15-pro", policy: "seed", passcode: "123456", biometricEnabled: false)
            let live = try await WorkerLiveSession(
                launcher: WorkerLauncher(executable: Self.worker), headerYAML: header)
            for line in ["launch", "background", "advance: 16m", "foreground", "expect: {locked: true}"] {
                _ = await live.handle(line)
            }
            #expect(await live.handle("expect: {locked: false}").hasPrefix("FAILED expected locked to be false"))
            #expect(await live.handle("enter-pin: \"123456\"").contains("locked=false"))
            #expect(await live.handle("refused: tap-biometric").hasPrefix("ok (refused:"))
            #expect(await live.handle("state").contains(#""screen": "home""#))
            let (errors, failed) = (await live.errors, await live.failedExpectations)
            #expect(errors == 0 && failed == 1)
            let recording = await live.recording(name: "recorded-on-the-app")
            await live.finish()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).yaml")
            try recording.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let executor = try await Self.executor(workers: 1)
            let onApp = try await Self.run([file.path], on: executor)
            await executor.shutDown()
            #expect(onApp.code == 0 && onApp.report.totals.passed == 1, "\(recording)\n\(onApp.output)")
            let output = OutputLines()
            let onModel = await ScenarioRunCommand.run(ScenarioRunOptions(paths: [file.path])) { output.append($0) }
            #expect(onModel == 0, "\(recording)\n\(output.text)")
        }
    }

    /// `serve --app` and `mcp --app` drive this (a ``LiveDriver``): a hung step and a crashing one each end their
    /// worker, which is replaced with the session replayed into it, so the session goes on where it was.
    @Test func aLiveSessionOnTheAppOutlivesAHungAndACrashingWorker() async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let header = LiveSession.headerYAML(
                device: "iphone-15-pro", policy: "seed", passcode: "482916", biometricEnabled: false)
            let replaced = OutputLines()
            let launcher = WorkerLauncher(executable: Self.worker, environment: ["PASSCODE_APP_PLANTED_FAULTS": "1"])
            let live = try await WorkerLiveSession(
                launcher: launcher, headerYAML: header, stepLimit: .seconds(3),
                onReplacement: { replaced.append($0) })
            let driver: any LiveDriver = live
            #expect(await driver.apply(step: "launch", line: 1, column: 1) == .applied)
            #expect(await driver.apply(step: "background", line: 1, column: 1) == .applied)
            let hang = await driver.apply(step: #"open-url: "artitec://planted/hang""#, line: 1, column: 1)
            guard case .refused(let hangMessage) = hang else {
                Issue.record("the hung step was \(hang)")
                return
            }
            #expect(hangMessage.contains("did not finish") && hangMessage.contains("replaced"), "\(hangMessage)")
            // The replacement was given the two steps before: the app is in the background, as it was.
            let replayed = await driver.stateJSON()
            #expect(replayed.contains(#""phase": "background""#), "\(replayed)")
            #expect(await driver.apply(step: "foreground", line: 1, column: 1) == .applied)
            let crash = await driver.apply(step: #"open-url: "artitec://planted/crash""#, line: 1, column: 1)
            guard case .refused(let crashMessage) = crash else {
                Issue.record("the crashing step was \(crash)")
                return
            }
            #expect(crashMessage.contains("replaced"), "\(crashMessage)")
            #expect(await driver.apply(step: "expect: {screen: home, locked: false}", line: 1, column: 1) == .applied)
            let replacements = await live.replacements
            #expect(replacements == 2 && replaced.text.split(separator: "\n").count == 2, "\(replaced.text)")
            // Only what held is recorded: the faults are not, so the recording replays.
            let recording = await driver.recording(name: "outlived")
            #expect(!recording.contains("planted") && recording.contains("  - foreground"), "\(recording)")
            // The state shows only the fields the app reports (and the phone's): not the model's `title`.
            let state = try #require(
                try JSONSerialization.jsonObject(with: Data(await driver.stateJSON().utf8)) as? [String: Any])
            #expect(state["screen"] as? String == "home" && state["title"] == nil, "\(state)")
            await driver.close()
        }
    }

    @Test func aScenariosStepLimitEndsItsHungCaseOnAWorker() async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            // The run allows the default 10 s; the file's `step-limit: 3s` is what ends the hung step (every other
            // step finishes within it on a loaded machine).
            let text = try String(contentsOfFile: Self.planted, encoding: .utf8)
                .replacingOccurrences(of: "\nmatrix:", with: "\nstep-limit: 3s\nmatrix:")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let executor = try await Self.executor(workers: 1, planted: true)
            let cases = try ScenarioMatrixExpander().cases(for: ScenarioParser.parse(contentsOf: file.path))
                .filter { $0.id == "planted-hang" || $0.id == "planted-after" }
            let results = await ScenarioRunner(executor: executor, parallelism: 1).run(cases)
            await executor.shutDown()
            let hung = try #require(results.first { $0.caseID == "planted-hang" })
            #expect(hung.outcome == .errored)
            #expect(hung.failure?.message.contains("within 3.0 seconds") == true, "\(String(describing: hung.failure))")
            #expect(results.first { $0.caseID == "planted-after" }?.outcome == .passed)
        }
    }

    @Test func aStateSurvivesTheWireWithTheFormsExpectReads() throws {
        var snapshot = SessionSnapshot.blank
        (snapshot.screen, snapshot.locked, snapshot.dots, snapshot.error) = ("lock", true, 3, "Wrong passcode")
        let state = WorkerState(snapshot)
        let line = WorkerReply(.state, state: state).line
        let read = try #require(WorkerProtocol.decode(WorkerReply.self, from: line)?.state)
        #expect(read == state)
        #expect(read["locked"] == .bool(true) && read["dots"] == .int(3) && read["error"] == .string("Wrong passcode"))
        // The same names and values `ctl state` prints.
        let printed = try JSONSerialization.jsonObject(with: Data(ExpectFieldVocabulary.stateJSON(snapshot).utf8))
        let sent = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect((printed as? [String: Any])?.keys.sorted() == (sent?["state"] as? [String: Any])?.keys.sorted())
    }

    @Test func aHungAndACrashingStepEachFailOnlyTheirOwnCase() async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let limit = Duration.seconds(1)
            let executor = try await Self.executor(workers: 1, planted: true, stepTimeout: limit)
            let cases = try ScenarioMatrixExpander().cases(for: ScenarioParser.parse(contentsOf: Self.planted))
            let results = await ScenarioRunner(executor: executor, parallelism: 1).run(cases)
            await executor.shutDown()
            let byLink = Dictionary(
                uniqueKeysWithValues: results.map { result in
                    (result.parameters.first { $0.name == "link" }?.value ?? result.caseID, result)
                })
            for link in ["before", "print", "after"] {
                #expect(byLink[link]?.outcome == .passed, "\(link): \(String(describing: byLink[link]?.failure))")
            }
            let hung = try #require(byLink["hang"])
            #expect(hung.outcome == .errored)
            let hangMessage = hung.failure?.message ?? ""
            #expect(hangMessage.contains("open-url") && hangMessage.contains("within 1"), "\(hangMessage)")
            #expect(
                hangMessage.contains("still pending") || hangMessage.contains("nothing was pending"), "\(hangMessage)")
            // The watchdog ends the case at the limit plus at most half a second.
            #expect(hung.durationSeconds < 1.5, "the hung case took \(hung.durationSeconds) s")
            print("hung step to failed case: \(hung.durationSeconds) s (limit 1 s): \(hangMessage)")
            let crashed = try #require(byLink["crash"])
            #expect(crashed.outcome == .errored)
            let crashMessage = crashed.failure?.message ?? ""
            #expect(crashMessage.contains("signal"), "\(crashMessage)")
            #expect(
                crashed.failure?.events.contains { $0.contains("planted crash") } == true,
                "\(String(describing: crashed.failure?.events))")
        }
    }

    @Test(arguments: [
        (["/bin/echo", "hello"], "it printed: hello"),
        (["/bin/sh", "-c", #"echo '{"type":"hello","protocol":99}'"#], "protocol 99"),
        (["/bin/false"], "exited with status 1"),
        (["/nonexistent/worker"], "could not be started"),
    ])
    func anExecutableThatIsNotAWorkerIsRefusedNamingIt(command: [String], says: String) async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let launcher = WorkerLauncher(executable: command[0], arguments: Array(command.dropFirst()))
            do {
                _ = try await launcher.launch()
                Issue.record("\(command) was taken for a worker")
            } catch {
                #expect("\(error)".contains(command[0]) && "\(error)".contains(says), "\(error)")
            }
        }
    }

    @Test func theWorkersMachineRefusesAStepBeforeBeginCase() throws {
        var machine = WorkerProtocolMachine(catalog: try DeviceProfileCatalog.embedded())
        guard case .reply(let reply) = machine.receive(WorkerRequest(.step, step: "launch").line) else {
            Issue.record("a step before begin-case was not answered")
            return
        }
        #expect(reply.type == .error && reply.message == "step before begin-case")
        guard
            case .beginCase(let id, let configuration) = machine.receive(
                WorkerRequest(.beginCase, case: "c", header: #"{"device": "iphone-se"}"#).line)
        else {
            Issue.record("begin-case was not accepted")
            return
        }
        #expect(id == "c" && configuration.deviceName == "iphone-se")
        guard
            case .apply(.advance(let duration), _, _, _) = machine.receive(
                WorkerRequest(.step, step: "advance: 1m").line)
        else {
            Issue.record("advance was not read as a step")
            return
        }
        #expect(duration == .seconds(60))
    }
}
