import Biometrics
import Harness
import LockCore
import LockFlows
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The step table: every entry's examples print with that entry alone and parse back to themselves, everything
/// the explorer generates prints, and the parser, the help and the names all come from the same entries.
struct StepVocabularyTests {
    static let inputStepNames = StepVocabulary.steps.filter { !$0.examples.isEmpty }.map(\.name)

    static func interpret(line: String) throws -> ScenarioStepKind {
        let document = try ScenarioParser.parse(yaml: "steps:\n  - \(line)\n", file: "t.yaml")
        let step = try #require(document.steps.first)
        return try ScenarioStepInterpreter.interpret(step)
    }

    @Test(arguments: StepVocabulary.steps.map(\.name))
    func examplesPrintWithTheirOwnStepAndParseBackToThemselves(name: String) throws {
        let spec = try #require(StepVocabulary.spec(named: name))
        #expect(
            spec.examples.isEmpty == ["expect", "refused"].contains(name),
            "every input step needs examples to round-trip")
        for example in spec.examples {
            #expect(StepVocabulary.specs(printing: example).map(\.name) == [name], "\(example)")
            let line = try #require(spec.line(for: example))
            #expect(line == name || line.hasPrefix("\(name): "))
            #expect(try Self.interpret(line: line) == .input(example), "\(line)")
            #expect(ExploreScenarioWriter.step(example) == line)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func everyInputTheExplorerGeneratesPrintsWithExactlyOneStep(seed: UInt64) throws {
        let setup = ExploreSetup(policy: ExploreFixtures.cheapHardened)
        var generator = ExploreGenerator(seed: seed, setup: setup)
        let history = ExploreHistory(passcode: setup.passcode)
        var seen = Set<String>()
        for screen in ["not-running", "lock", "home", "settings", "reset-passcode", "set-passcode", "login"] {
            var snapshot = SessionSnapshot.blank
            snapshot.screen = screen
            snapshot.forgotAlert = screen == "lock"
            snapshot.timeoutMinutes = 1
            for _ in 0..<60 {
                let next = generator.next(after: snapshot, history: history)
                let input = try #require(next)
                let printers = StepVocabulary.specs(printing: input).map(\.name)
                #expect(printers.count == 1, "\(input) prints with \(printers)")
                let line = try #require(StepVocabulary.line(for: input))
                #expect(try Self.interpret(line: line) == .input(input), "\(line)")
                seen.insert(printers.first ?? "")
            }
        }
        #expect(seen.count > 15, "the generator should reach most steps: \(seen.sorted())")
    }

    @Test func namesAreUniqueAndTheInterpreterListsThemAll() {
        #expect(Set(StepVocabulary.names).count == StepVocabulary.steps.count)
        #expect(ScenarioStepInterpreter.stepNames == StepVocabulary.names)
        #expect(StepVocabulary.names.first == "launch" && StepVocabulary.names.suffix(2) == ["expect", "refused"])
    }

    @Test func aMisspelledStepNamesTheTableAndSuggestsTheClosest() throws {
        let error = try #require(throws: ScenarioError.self) { try Self.interpret(line: "advnce: 10s") }
        guard case .unknownKey(let word, let allowed, let suggestion) = error.reason else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(word == "advnce" && suggestion == "advance")
        #expect(allowed == StepVocabulary.names)
        #expect(error.description.hasPrefix("t.yaml:2:5: error: at steps[0]"), "\(error)")
    }

    @Test func argumentErrorsStillPointAtTheArgument() throws {
        let error = try #require(throws: ScenarioError.self) {
            try Self.interpret(line: "forgot-alert: send-reset-emial")
        }
        #expect(error.description.hasPrefix("t.yaml:2:19"), "\(error)")
        #expect(error.description.contains("did you mean 'send-reset-email'"), "\(error)")
    }

    /// Issue 25: a step that takes no argument refuses one, with where and a step that does take one.
    @Test(arguments: StepVocabulary.steps.filter { $0.argumentSynopsis.isEmpty }.map(\.name))
    func aBareStepRefusesAnArgument(name: String) throws {
        _ = try Self.interpret(line: name)
        let error = try #require(throws: ScenarioError.self) { try Self.interpret(line: "\(name): {password: x}") }
        guard case .unexpectedArgument(let step, _) = error.reason else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(step == name)
        #expect(error.description.hasPrefix("t.yaml:2:\(5 + name.count + 2): error: at steps[0]"), "\(error)")
        #expect(error.description.contains("'\(name)' takes no argument"), "\(error)")
    }

    @Test func loginTakesOptionalCredentialsAndRefusesUnknownFields() throws {
        #expect(try Self.interpret(line: "login") == .input(.login(email: nil, password: nil)))
        #expect(try Self.interpret(line: "login: {password: \"0ld\"}") == .input(.login(email: nil, password: "0ld")))
        #expect(
            try Self.interpret(line: "login: {email: a@b.co, password: pw}")
                == .input(.login(email: "a@b.co", password: "pw")))
        let unknown = try #require(throws: ScenarioError.self) {
            try Self.interpret(line: "login: {user: a@b.co, password: pw}")
        }
        #expect(unknown.description.hasPrefix("t.yaml:2:"), "\(unknown)")
        #expect(unknown.description.contains("unknown key 'user'"), "\(unknown)")
        let missing = try #require(throws: ScenarioError.self) { try Self.interpret(line: "login: {email: a@b.co}") }
        #expect(missing.description.contains("missing required key 'password'"), "\(missing)")
    }

    @Test func setTimeoutTakesMinutesOrMinutesWithTheProvingPasscode() throws {
        #expect(try Self.interpret(line: "set-timeout: 5") == .input(.setTimeout(minutes: 5, passcode: nil)))
        #expect(
            try Self.interpret(line: "set-timeout: {minutes: 5, passcode: \"012345\"}")
                == .input(.setTimeout(minutes: 5, passcode: "012345")))
        #expect(throws: ScenarioError.self) { try Self.interpret(line: "set-timeout: {minute: 5}") }
    }

    @Test func helpHasOneLinePerStepWithSynopsisAndHelp() async throws {
        let live = try await LiveSession(headerYAML: LiveSessionTests.header, catalog: ExploreFixtures.catalog)
        let lines = await live.handle("help").split(separator: "\n").map(String.init)
        for spec in StepVocabulary.steps {
            let matching = lines.filter { $0.hasPrefix("  \(spec.synopsis) ") && $0.hasSuffix("— \(spec.help)") }
            #expect(matching.count == 1, "no help line for \(spec.name)")
        }
        #expect(lines.contains { $0.hasPrefix("  state") })
    }

    @Test func anInputWithNoSyntaxIsWrittenSoTheReplayFailsLoudly() throws {
        let input = SessionInput.apiFailure(
            InjectFaultRequest(route: PasscodeRoutes.me.endpoint.path, kind: .malformedJSON))
        #expect(StepVocabulary.specs(printing: input).isEmpty)
        let line = ExploreScenarioWriter.step(input)
        #expect(line.hasPrefix("unprintable-input: "))
        #expect(throws: ScenarioError.self) { try Self.interpret(line: line) }
    }

    @Test func bareStepsPrintTheirNameOnly() throws {
        let spec = try #require(StepVocabulary.spec(named: "reboot"))
        #expect(spec.line(for: .reboot(downtime: .zero)) == "reboot")
        #expect(spec.line(for: .reboot(downtime: .seconds(90))) == "reboot: 1m30s")
        #expect(spec.line(for: .launch) == nil)
        #expect(StepVocabulary.line(for: .sensor(.changeEnrollment)) == "change-enrollment")
    }
}
