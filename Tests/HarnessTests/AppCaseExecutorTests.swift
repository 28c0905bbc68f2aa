import Biometrics
import Harness
import LockCore
import SimulatedPhone
import Testing

@testable import HarnessApps
@testable import HarnessLanguage
@testable import HarnessScenarios

/// A deliberately small "app" in the shape a team's adapter has: a lock with the seed's timeout rule, driven by
/// steps. `strictBoundary` plants the classic bug (`>` where the seed has `>=`).
@MainActor
final class TimeoutLockApp: AppUnderTest {
    nonisolated static let declaration = AppDeclaration(
        capabilities: [.ios],
        steps: ["launch", "background", "advance", "foreground", "enter-pin", "delete", "digit", "sensor"],
        fields: ["screen", "locked", "error"])
    let passcode: String
    let phone: SimulatedPhone
    let timeout: Duration
    let strictBoundary: Bool
    var running = false
    var locked = false
    var error: String?
    var away: Duration?
    /// Whether the delete key's work is under way (it never finishes).
    var deleting = false
    /// Planted: `launch` schedules a relock timer that no step lets fire.
    let leavesATimerPending: Bool
    var timerScheduled = false

    init(
        configuration: SessionConfiguration, strictBoundary: Bool, phone: SimulatedPhone,
        leavesATimerPending: Bool = false
    ) {
        self.phone = phone
        self.leavesATimerPending = leavesATimerPending
        passcode = configuration.passcode ?? ""
        timeout = .seconds(configuration.timeoutMinutes * 60)
        self.strictBoundary = strictBoundary
    }

    func apply(_ input: SessionInput) async throws {
        switch input {
        case .launch: (running, timerScheduled) = (true, leavesATimerPending)
        case .background: away = .zero
        case .advance(let duration): away = away.map { $0 + duration }
        case .foreground:
            if let away, strictBoundary ? away > timeout : away >= timeout { locked = true }
            away = nil
        case .enterPIN(let pin):
            guard locked else { throw AppUnderTestError.refused("the lock screen is not showing") }
            if pin == passcode { (locked, error) = (false, nil) } else { error = "Incorrect passcode" }
        case .sensor(.queue(let attempts)): phone.update { $0.biometrics.enqueue(attempts) }
        case .delete:
            // A step whose work never finishes.
            deleting = true
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        default: throw AppUnderTestError.unsupported(input)
        }
    }

    func snapshot() async -> SessionSnapshot {
        var snapshot = SessionSnapshot.blank
        snapshot.screen = running ? (locked ? "lock" : "home") : "not-running"
        snapshot.locked = locked
        snapshot.error = error
        return snapshot
    }

    var pendingWork: [String] {
        (deleting ? ["the delete key's continuation"] : []) + (timerScheduled ? ["the relock timer (due at 5m)"] : [])
    }
}

/// ``AppCaseExecutor``: the app alone, side by side with the model, and the ways a case errors instead of passing.
struct AppCaseExecutorTests {
    /// Runs `steps` through the app; `stepTimeout` is long (a loaded machine is slow) except where a hang is tested.
    static func run(
        _ steps: String, mode: AppCaseExecutor.Mode, strict: Bool = false, leavesATimerPending: Bool = false,
        stepTimeout: Duration = .seconds(30),
        header: String = "policy: seed", app: any AppUnderTest.Type = TimeoutLockApp.self,
        make: AppCaseExecutor.Factory? = nil
    ) async throws -> CaseResult {
        let yaml = """
            name: app
            \(header)
            initial: {passcode: "482916", timeout: 15}
            steps:
            \(steps.split(separator: "\n").map { "  - \($0)" }.joined(separator: "\n"))
            """
        let document = try ScenarioParser.parse(yaml: yaml, file: "app.yaml")
        let scenarioCase = try #require(try ScenarioMatrixExpander().cases(for: document).first)
        // A phone of the test's own: other suites in this process use SimulatedPhone.current.
        let phone = SimulatedPhone()
        var executor = AppCaseExecutor(
            catalog: try DeviceProfileCatalog.embedded(), app: app, mode: mode, stepTimeout: stepTimeout,
            make: make ?? { configuration in
                TimeoutLockApp(
                    configuration: configuration, strictBoundary: strict, phone: phone,
                    leavesATimerPending: leavesATimerPending)
            })
        executor.phone = phone
        return await executor.run(scenarioCase)
    }

    static let boundary = """
        launch
        background
        advance: 15m
        foreground
        expect: {locked: true, screen: lock}
        enter-pin: "000001"
        expect: {error: Incorrect passcode}
        enter-pin: "482916"
        expect: {locked: false, screen: home}
        """

    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func aCorrectAppPassesAloneAndBesideTheModel(mode: AppCaseExecutor.Mode) async throws {
        let result = try await Self.run(Self.boundary, mode: mode)
        #expect(result.outcome == .passed, "\(String(describing: result.failure))")
    }

    @Test func thePlantedBoundaryBugFailsTheExpectation() async throws {
        let result = try await Self.run(Self.boundary, mode: .app, strict: true)
        #expect(result.outcome == .failed)
        // Every field of the `expect:` that does not hold is named, in the order written.
        #expect(
            result.failure?.message
                == #"expected locked to be true, it was false; expected screen to be "lock", it was "home""#)
    }

    /// Issue 46: one engine, one set of end-of-case rules: a timer the app leaves pending fails its case on the app
    /// path, alone and beside the model, as it does in the model.
    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func aTimerLeftPendingFailsTheCase(mode: AppCaseExecutor.Mode) async throws {
        let result = try await Self.run("launch\nexpect: {screen: home}", mode: mode, leavesATimerPending: true)
        #expect(result.outcome == .failed)
        #expect(
            result.failure?.message
                == "timers still pending when the case ended (their effects never happened; add an advance step): "
                + "the relock timer (due at 5m)")
        let clean = try await Self.run("launch\nexpect: {screen: home}", mode: mode)
        #expect(clean.outcome == .passed, "\(String(describing: clean.failure))")
    }

    /// Issue 46: an `expect:` with three wrong fields names all three, on the app and on the model alike.
    @Test func anExpectWithThreeWrongFieldsNamesAllThreeOnEverySubject() async throws {
        let steps = "launch\nexpect: {screen: lock, locked: true, error: Incorrect passcode}"
        let wanted =
            #"expected screen to be "lock", it was "home"; expected locked to be true, it was false; "#
            + #"expected error to be "Incorrect passcode", it was null"#
        let app = try await Self.run(steps, mode: .app)
        #expect(app.failure?.message == wanted)
        #expect(app.failure?.expected == #"screen: "lock", locked: true, error: "Incorrect passcode""#)
        let document = try ScenarioParser.parse(
            yaml: "name: m\npolicy: seed\ninitial: {passcode: \"482916\"}\nsteps:\n  - launch\n  - "
                + "expect: {screen: lock, locked: true, error: Incorrect passcode}\n",
            file: "m.yaml")
        let modelCase = try #require(try ScenarioMatrixExpander().cases(for: document).first)
        let model = await SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded()).run(modelCase)
        #expect(model.failure?.message == wanted)
    }

    @Test func theDifferentialNamesTheFirstStepWhereAppAndModelDiffer() async throws {
        let result = try await Self.run(
            "launch\nbackground\nadvance: 15m\nforeground", mode: .differential, strict: true)
        #expect(result.outcome == .failed, "no expect step at all: only the comparison can catch it")
        let message = try #require(result.failure?.message)
        #expect(message.hasPrefix("after foreground the app and the model differ:"), "\(message)")
        #expect(message.contains("locked: model true, app false"), "\(message)")
    }

    @Test func aStepOrFieldTheAdapterDoesNotDeclareSkipsTheCaseWithTheReason() async throws {
        let step = try await Self.run("launch\ntap-biometric", mode: .app)
        #expect(step.outcome == .skipped)
        #expect(step.skipReason == "uses step `tap-biometric`, which the adapter does not declare")
        let refusedStep = try await Self.run("launch\nrefused: open-settings", mode: .app)
        #expect(refusedStep.skipReason == "uses step `open-settings`, which the adapter does not declare")
        let field = try await Self.run("launch\nexpect: {dots: 0}", mode: .app)
        #expect(field.outcome == .skipped)
        #expect(field.skipReason == "checks `dots`, which the adapter does not report")
        let modelOnly = try await Self.run("launch\nexpect: {lockCycle: 0}", mode: .differential)
        #expect(modelOnly.skipReason == "checks `lockCycle`, which only LockHarness's model has")
    }

    @Test func aCaseNeedingACapabilityPlatformOrPolicyTheAppLacksIsSkipped() async throws {
        let settings = try await Self.run("launch", mode: .app, header: "policy: seed\nrequires: [settings]")
        #expect(settings.outcome == .skipped)
        #expect(settings.skipReason == "needs capability `settings`")
        let android = try await Self.run("launch", mode: .app, header: "device: pixel-8")
        #expect(android.skipReason == "runs on android (pixel-8); the app declares ios")
        let hardened = try await Self.run("launch", mode: .app, header: "policy: hardened")
        #expect(hardened.skipReason == "needs capability `hardened`")
        let grace = try await Self.run("launch", mode: .app, header: "policy: seed-grace")
        #expect(grace.skipReason == "needs capability `grace-seconds`")
        let cheapVerifier = try await Self.run(
            "launch", mode: .app, header: "policy: seed\noverrides: {verifierRounds: 1000}")
        #expect(cheapVerifier.outcome == .passed, "a cheaper verifier changes no behaviour")
        let override = try await Self.run(
            "launch", mode: .app, header: "policy: seed\noverrides: {lockOnColdLaunch: true}")
        #expect(override.skipReason == "needs capability `policy-overrides`")
    }

    @Test func aFactoryThatSaysTheConfigurationIsNotItsAppSkipsTheCase() async throws {
        let result = try await Self.run("launch", mode: .app) { _ in
            throw AppUnderTestError.notApplicable("the app has no passcode-less state")
        }
        #expect(result.outcome == .skipped)
        #expect(result.skipReason == "the app has no passcode-less state")
    }

    @Test func aDeclaredStepTheAdapterThenDoesNotMapErrorsTheCase() async throws {
        let result = try await Self.run("launch\ndigit: 4", mode: .app)
        #expect(result.outcome == .errored)
        #expect(result.failure?.message.contains("does not support the step `digit") == true)
    }

    @Test func aMisspelledDeclarationErrorsEveryCaseWithADidYouMean() async throws {
        let result = try await Self.run("launch", mode: .app, app: MisspelledDeclarationApp.self) { _ in
            MisspelledDeclarationApp()
        }
        #expect(result.outcome == .errored)
        #expect(
            result.failure?.message
                == "unknown field `lokced` in the adapter's declaration (did you mean `locked`?)")
    }

    @Test func aRunThroughAMisspelledDeclarationIsRefusedBeforeAnyCase() async throws {
        var options = ScenarioRunOptions(paths: [])
        options.app = { catalog in
            AppCaseExecutor(catalog: catalog, app: MisspelledDeclarationApp.self) { _ in MisspelledDeclarationApp() }
        }
        let output = RunCommandTests.Output()
        let errors = RunCommandTests.Output()
        let source = ScenarioRunCommand.Source(file: "one.yaml", yaml: "steps: [launch]\n")
        let code = await ScenarioRunCommand.run([source], options: options, errorOutput: { errors.append($0) }) {
            output.append($0)
        }
        #expect(code == ScenarioExitCode.badInput.rawValue)
        #expect(errors.text == "error: unknown field `lokced` in the adapter's declaration (did you mean `locked`?)")
        #expect(output.text.isEmpty, "no case ran: \(output.text)")
        let correct = AppCaseExecutor(catalog: try DeviceProfileCatalog.embedded(), app: TimeoutLockApp.self) { _ in
            throw AppUnderTestError.notApplicable("never made")
        }
        #expect(correct.declarationProblems.isEmpty)
    }

    @Test func thePhonesFieldsAreReadByTheHarnessAndUnusedScriptedOutcomesFailTheCase() async throws {
        let used = try await Self.run(
            "launch\nsensor: {queue: [noMatch, match]}\nexpect: {unconsumed: 2, sensorFailures: 0, promptCount: 0}",
            mode: .app)
        #expect(used.outcome == .failed, "the two queued outcomes were never used")
        #expect(used.failure?.message == "scripted sensor outcomes were never consumed: noMatch, match")
        let wrong = try await Self.run("launch\nsensor: {queue: [noMatch]}\nexpect: {unconsumed: 0}", mode: .app)
        #expect(wrong.failure?.message == "expected unconsumed to be 0, it was 1")
    }

    @Test func refusalsMatchTheModelOrTheDifferentialSaysSo() async throws {
        let refused = try await Self.run("launch\nrefused: {enter-pin: \"482916\"}", mode: .app)
        #expect(refused.outcome == .passed, "\(String(describing: refused.failure))")
        let applied = try await Self.run(
            "launch\nbackground\nadvance: 15m\nforeground\nrefused: {enter-pin: \"482916\"}", mode: .app)
        #expect(applied.outcome == .failed)
    }

    @Test func aHungStepErrorsWithWhatIsPendingAndTheNextCaseStillRuns() async throws {
        // 2 s: long enough that `launch` finishes within it on a loaded machine; the hung `delete` never does.
        let hung = try await Self.run("launch\ndelete", mode: .app, stepTimeout: .seconds(2))
        #expect(hung.outcome == .errored)
        let message = try #require(hung.failure?.message)
        #expect(message.contains("did not finish the step within"), "\(message)")
        #expect(message.contains("still pending: the delete key's continuation"), "\(message)")
        let next = try await Self.run(Self.boundary, mode: .app)
        #expect(next.outcome == .passed)
    }

    @Test func aScenariosStepLimitOverridesTheRunsForItsCases() async throws {
        // The run allows 30 s a step; the scenario's `step-limit: 2s` is what ends the hung step (and `launch`
        // finishes within it however loaded the machine is).
        let hung = try await Self.run(
            "launch\ndelete", mode: .app, stepTimeout: .seconds(30), header: "policy: seed\nstep-limit: 2s")
        #expect(hung.outcome == .errored)
        let message = try #require(hung.failure?.message)
        #expect(message.contains("did not finish the step within 2.0 seconds"), "\(message)")
    }

    @Test(arguments: [
        ("step-limit: 0", "a step limit must be more than 0"),
        ("step-limit: soon", "soon"),
        ("step-limit: 5", "a bare number has no unit"),
    ])
    func aBadStepLimitIsRefusedAtItsLocation(line: String, problem: String) throws {
        #expect {
            _ = try ScenarioParser.parse(yaml: "name: x\n\(line)\nsteps: [launch]\n", file: "x.yaml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("x.yaml:2:13") && text.contains(problem)
        }
    }
}

/// An adapter whose declaration names a field that does not exist.
@MainActor
final class MisspelledDeclarationApp: AppUnderTest {
    nonisolated static let declaration = AppDeclaration(capabilities: [.ios], steps: ["launch"], fields: ["lokced"])
    func apply(_ input: SessionInput) async throws {}
    func snapshot() async -> SessionSnapshot { .blank }
}
