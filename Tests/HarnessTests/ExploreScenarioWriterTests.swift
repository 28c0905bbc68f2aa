import Biometrics
import Harness
import LockCore
import LockFlows
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct ExploreScenarioWriterTests {
    static func interpret(_ yaml: String) throws -> (ScenarioDocument, [ScenarioStepKind]) {
        let document = try ScenarioParser.parse(yaml: yaml, file: "explore.yaml")
        return (document, try document.steps.map { step in try ScenarioStepInterpreter.interpret(step) })
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func generatedSequencesRoundTripThroughTheScenarioParser(seed: UInt64) async throws {
        let setup = ExploreSetup(policy: ExploreFixtures.cheapHardened, deviceName: "pixel-8")
        var generator = ExploreGenerator(seed: seed, setup: setup)
        var inputs: [SessionInput] = []
        var history = ExploreHistory(passcode: setup.passcode)
        for screen in ["not-running", "lock", "home", "settings", "reset-passcode", "set-passcode", "login"] {
            var snapshot = SessionSnapshot.blank
            snapshot.screen = screen
            snapshot.forgotAlert = screen == "lock"
            snapshot.timeoutMinutes = 1
            for _ in 0..<40 { inputs.append(generator.next(after: snapshot, history: history)!) }
        }
        history = ExploreHistory(passcode: "")
        let yaml = try ExploreScenarioWriter.yaml(steps: inputs, setup: setup, name: "round-trip")
        let (document, kinds) = try Self.interpret(yaml)
        #expect(kinds == inputs.map(ScenarioStepKind.input))
        let configuration = try ScenarioSessionSetup(catalog: ExploreFixtures.catalog).configuration(for: document)
        #expect(configuration == (try setup.configuration(catalog: ExploreFixtures.catalog)))
        #expect(configuration.policy.localVerifier == .pbkdf2SHA256(rounds: 1000))
    }

    @Test func everyInputKindSerializes() throws {
        let inputs: [SessionInput] = [
            .launch, .terminate, .scene(.inactive), .background, .foreground, .advance(.nanoseconds(60_000_000_001)),
            .setWallClock(WallClockInstant(secondsSince1970: 1_800_000_000)), .shiftWallClock(.seconds(-3600)),
            .deviceSleep(.seconds(90)), .reboot(downtime: .zero), .reboot(downtime: .seconds(30)), .digit("0"), .delete,
            .enterPIN("012345"), .tapBiometric, .forgotPasscode, .forgotAlert(.sendResetEmail), .forgotAlert(.logout),
            .enterEmailedResetCode, .sensor(.matching(false)), .sensor(.enrolled(true)),
            .sensor(.hardware(.disconnected)),
            .sensor(.devicePasscodeSet(false)), .sensor(.queue([.noMatch, .match, .outcome(.userCancel)])),
            .sensor(.latency(.milliseconds(500))), .sensor(.changeEnrollment), .sensor(.osUpgradeRotation),
            .openSettings, .closeSettings, .togglePasscode(false), .toggleBiometric(true), .changePasscode,
            .cancelSheet,
            .setTimeout(minutes: 5, passcode: nil), .logout, .login(email: nil, password: nil),
            .login(email: nil, password: "OldPassword1"),
            .apiFailure(InjectFaultRequest(route: PasscodeRoutes.verifyPasscode.endpoint.path, kind: .hang, count: 2)),
            .apiFailure(
                InjectFaultRequest(
                    route: PasscodeRoutes.verifyPasscode.endpoint.path, kind: .status, count: 1, status: 500,
                    message: "Boom \"quoted\"")),
            .offline(PasswordResetRoutes.forgotPassword.endpoint, count: 1),
            .forgotPassword, .typeEmail("a@b.co"), .typePassword("Pass word\"1"), .typeConfirmPassword(""),
            .toggleShowPassword(.confirmPassword), .submit, .acknowledgeAlert, .backToLogin,
            .openURL("artitec://reset-password?token=a%20b"), .openEmailedLink,
        ]
        let yaml = try ExploreScenarioWriter.yaml(steps: inputs, setup: ExploreSetup(), name: "all")
        #expect(try Self.interpret(yaml).1 == inputs.map(ScenarioStepKind.input))
    }

    @Test func aFindingIsWrittenWithSeedCommandsAndExpect() async throws {
        let neverLocked = ExploreInvariant(name: "never-locked", summary: "wrong on purpose") { step in
            step.after.locked ? .init("locked", expect: "{locked: false}") : nil
        }
        var options = ExploreOptions(
            seed: 77, runs: 3, steps: 20, setup: ExploreSetup(policy: ExploreFixtures.cheapHardened))
        options.invariants = [neverLocked]
        let report = try await Explorer(catalog: ExploreFixtures.catalog).explore(options)
        let finding = try #require(report.violations.first)
        let yaml = try ExploreScenarioWriter.yaml(for: finding, options: options, path: "out/x.yaml")
        #expect(yaml.contains("swift run lockharness explore --seed 77 --runs 3 --steps 20 --policy hardened"))
        #expect(yaml.contains("--verifier-rounds 1000"))
        #expect(yaml.contains("swift run lockharness run out/x.yaml"))
        let (document, kinds) = try Self.interpret(yaml)
        #expect(document.policy == "hardened" && document.device == "iphone-15-pro")
        #expect(kinds.first == .input(.launch))
        guard case .expect(let fields) = kinds.last else {
            Issue.record("no expect step")
            return
        }
        #expect(fields.map(\.name) == ["locked"])
        let result = await SessionCaseExecutor(catalog: ExploreFixtures.catalog)
            .run(try ScenarioMatrixExpander().cases(for: document)[0])
        #expect(result.outcome == .failed)
    }

    @Test func aCleanExplorationExitsWithZero() async {
        let code = await ExploreCommand.run(.init(seed: 1, runs: 2, steps: 10, outDirectory: "/nonexistent/explore")) {
            _ in
        }
        #expect(code == 0)
    }

    @Test func badOptionsGoToTheErrorOutputNotTheOutput() async {
        let output = CollectedText()
        let errors = CollectedText()
        let code = await ExploreCommand.run(
            .init(seed: 1, runs: 0), errorOutput: { errors.append($0) }, output: { output.append($0) })
        #expect(code == 2)
        #expect(errors.text.contains("--runs must be in"), "\(errors.text)")
        #expect(output.text.isEmpty, "\(output.text)")
    }

    @Test func theCLIPrintsExploreOptionErrorsOnStandardError() throws {
        let result = try CommandLineConventionsTests.lockharness(["explore", "--runs", "0", "--seed", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--runs must be in"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test func theReplayLineNamesTheScenarioByAnAbsolutePath() {
        var arguments = ExploreCommand.Arguments(seed: 1, outDirectory: "out")
        arguments.replayPrefix = "/opt/lockharness/bin/lockharness run"
        arguments.workingDirectory = "/home/me/project"
        #expect(
            ExploreCommand.replayLine(path: "out/../out/x.yaml", arguments: arguments)
                == "replay: /opt/lockharness/bin/lockharness run /home/me/project/out/x.yaml")
        #expect(
            ExploreCommand.replayLine(path: "/tmp/y.yaml", arguments: arguments)
                == "replay: /opt/lockharness/bin/lockharness run /tmp/y.yaml")
    }

    @Test func badCommandInputExitsWithTwo() async {
        let steps = await ExploreCommand.run(.init(seed: 1, steps: 0)) { _ in }
        #expect(steps == 2)
    }
}
