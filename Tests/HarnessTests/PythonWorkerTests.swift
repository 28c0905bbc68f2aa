import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessApps
@testable import HarnessLanguage
@testable import HarnessScenarios

/// python3 in `PATH`, if any (the worker's shebang runs `/usr/bin/env python3`).
private let pythonOnPath: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

/// The reference worker in another language (Examples/PythonWorker/passcode_worker.py, Python 3 standard library
/// only) through the real harness side of the step protocol: its hello declares no phone fields, so a case checking
/// one is skipped naming it and a differential run compares only what it reports; a field it declares and then
/// leaves out errors the case naming the field and the step.
@Suite(.enabled(if: pythonOnPath != nil, "no python3 in PATH"))
struct PythonWorkerTests {
    /// The worker script (run as an executable: its shebang finds python3).
    static let worker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/PythonWorker/passcode_worker.py").path

    /// Runs the cases of `yaml` through one Python worker (a generous step limit: a loaded machine is slow).
    static func run(
        _ yaml: String, mode: AppCaseExecutor.Mode = .app, environment: [String: String] = [:]
    ) async throws -> [CaseResult] {
        let document = try ScenarioParser.parse(yaml: yaml, file: "python.yaml")
        let executor = try await WorkerCaseExecutor.start(
            catalog: try DeviceProfileCatalog.embedded(),
            launcher: WorkerLauncher(executable: worker, environment: environment), workers: 1, mode: mode,
            stepTimeout: .seconds(60))
        var results: [CaseResult] = []
        for scenarioCase in try ScenarioMatrixExpander().cases(for: document) {
            results.append(await executor.run(scenarioCase))
        }
        await executor.shutDown()
        return results
    }

    static let cases = """
        name: python
        device: iphone-15-pro
        policy: seed
        initial: {passcode: "570913", enabled: true, biometricEnabled: false, timeout: 5}
        matrix:
          add:
            - {item: relock, check: {screen: lock, locked: true, dots: 0}}
            - {item: phone, check: {locked: true, promptCount: 0}}
        steps:
          - launch
          - background
          - advance: 5m
          - foreground
          - expect: "${check}"
          - enter-pin: "111111"
          - expect: {error: Incorrect passcode, shakeCount: 1}
          - enter-pin: "570913"
          - expect: {screen: home, locked: false}
        """

    @Test func itsHelloDeclaresNoPhoneFieldsSoOnlyWhatItReportsIsSupplied() async throws {
        let (process, declaration) = try await WorkerLauncher(executable: Self.worker).launch()
        process.kill()
        #expect(declaration.phoneFields.isEmpty)
        #expect(declaration.supplied == declaration.fields && declaration.fields.contains("dots"))
        #expect(!declaration.covers(field: "promptCount") && declaration.covers(field: "locked"))
    }

    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func aCaseCheckingAPhoneFieldNobodySuppliesIsSkippedNamingIt(mode: AppCaseExecutor.Mode) async throws {
        let results = try await Self.run(Self.cases, mode: mode)
        try #require(results.count == 2)
        let (relock, phone) = (results[0], results[1])
        #expect(relock.outcome == .passed, "\(String(describing: relock.failure))")
        #expect(phone.outcome == .skipped)
        #expect(phone.skipReason?.hasPrefix("checks `promptCount`, a phone field nobody supplies") == true)
        // The trace holds the fields the worker reports, and no phone field (never one as null).
        let states = relock.trace.map(\.state).filter { !$0.isEmpty }
        #expect(states.contains { $0.contains("screen=\"lock\" locked=true") })
        for name in ExpectFieldVocabulary.phoneFieldNames {
            #expect(states.allSatisfy { !$0.contains(" \(name)=") && !$0.hasPrefix("\(name)=") }, "\(name)")
        }
    }

    @Test func aDeclaredFieldTheWorkerLeavesOutErrorsTheCaseNamingTheFieldAndTheStep() async throws {
        let results = try await Self.run(
            Self.cases, mode: .differential, environment: ["LOCKHARNESS_PY_WORKER_DROP": "dots"])
        let relock = try #require(results.first)
        #expect(relock.outcome == .errored)
        let failure = try #require(relock.failure)
        #expect(
            failure.message == "the worker declares `dots` but does not report it: its state at `launch` has no `dots`")
        #expect(failure.stepIndex == 0)
    }

    @Test func aLiveSessionRefusesAnExpectOnAFieldNobodySuppliesInsteadOfComparingNull() async throws {
        let live = try await WorkerLiveSession(
            launcher: WorkerLauncher(executable: Self.worker),
            headerYAML: LiveSession.headerYAML(
                device: "iphone-15-pro", policy: "seed", passcode: "570913", biometricEnabled: false),
            stepLimit: .seconds(60))
        #expect(await live.handle("launch").hasPrefix(#"screen="home" locked=false"#))
        let refused = await live.handle("expect: {locked: false, promptCount: 0}")
        #expect(refused.hasPrefix("error: cannot check `promptCount`: nobody supplies it"), "\(refused)")
        #expect(await live.handle("expect: {locked: false}") == "ok")
        #expect(!(await live.handle("state")).contains("promptCount"))
        await live.finish()
    }

    @Test func aDifferentialRunFailsAtTheFirstStepWhereAReportedFieldDiffers() async throws {
        // The planted bug: the app locks only when away longer than the timeout, the model at the timeout.
        let results = try await Self.run(
            "name: boundary\npolicy: seed\ninitial: {passcode: \"570913\", timeout: 5}\n"
                + "steps: [launch, background, {advance: 5m}, foreground]\n",
            mode: .differential, environment: ["LOCKHARNESS_PY_WORKER_STRICT_BOUNDARY": "1"])
        let result = try #require(results.first)
        #expect(result.outcome == .failed)
        let message = try #require(result.failure?.message)
        #expect(
            message.hasPrefix("after foreground the app and the model differ: screen: model \"lock\", app \"home\""))
        #expect(message.contains("locked: model true, app false"), "\(message)")
        // Only fields the worker reports are compared: no phone field, which it has not got.
        #expect(!message.contains("sensor") && !message.contains("prompt"), "\(message)")
        #expect(result.failure?.stepIndex == 3)
    }
}
