import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct ScenarioParsingTests {
    @Test func topLevelFieldsAreRead() throws {
        let document = try ScenarioFixtures.parse(ScenarioFixtures.lockAfterTimeout)
        #expect(document.name == "lock-after-timeout")
        #expect(document.description == "Locks after the timeout")
        #expect(document.device == "iphone-15-pro")
        #expect(document.policy == "hardened")
        #expect(try document.overrides?.requiredField("timeout").duration() == .seconds(5))
        #expect(try document.initial?.requiredField("passcode").string() == "123456")
        #expect(try document.initial?.requiredField("biometricEnabled").bool() == true)
        #expect(document.matrix == nil)
    }

    @Test func stepsAreBareNamesOrSingleKeyMapsWithLocations() throws {
        let document = try ScenarioFixtures.parse(ScenarioFixtures.lockAfterTimeout)
        #expect(
            document.steps.map(\.name) == [
                "launch", "expect", "background", "advance", "foreground", "expect", "enter-pin",
            ])
        #expect(document.steps[0].argument.isNull)
        #expect(document.steps[0].location == ScenarioSourceLocation(file: "t.yaml", line: 11, column: 5))
        #expect(document.steps[3].location == ScenarioSourceLocation(file: "t.yaml", line: 14, column: 5))
        #expect(try document.steps[3].argument.duration() == .seconds(10))
        #expect(document.steps[3].argument.location == ScenarioSourceLocation(file: "t.yaml", line: 14, column: 14))
        #expect(document.steps[3].description == "advance: 10s")
        let locked = try document.steps[5].argument.requiredField("locked")
        #expect(locked.location == ScenarioSourceLocation(file: "t.yaml", line: 17, column: 15))
        #expect(locked.path == "steps[5].expect.locked")
    }

    @Test func textKeepsDigitsAsWrittenSoPinsNeedNoQuotes() throws {
        let document = try ScenarioFixtures.parse(ScenarioFixtures.lockAfterTimeout)
        #expect(try document.steps[6].argument.text() == "012345")
        #expect(document.steps[6].argument.kind == .int(12345))
    }

    @Test func yamlOneOneBooleanWordsStayStrings() throws {
        let document = try ScenarioFixtures.parse("steps:\n  - set: {a: on, b: no, c: true, d: ~, e: 1.5, f: '7'}\n")
        let argument = document.steps[0].argument
        #expect(argument.field("a")?.kind == .string("on"))
        #expect(argument.field("b")?.kind == .string("no"))
        #expect(argument.field("c")?.kind == .bool(true))
        #expect(argument.field("d")?.isNull == true)
        #expect(argument.field("e")?.kind == .double(1.5))
        #expect(argument.field("f")?.kind == .string("7"))
    }

    @Test func nameDefaultsToTheFileName() throws {
        let document = try ScenarioFixtures.parse("steps: [launch]\n", file: "dir/cold-launch.yaml")
        #expect(document.name == "cold-launch")
    }

    @Test func mergeKeysCopyEntriesWithoutOverridingExplicitOnes() throws {
        let yaml = """
            initial: &base {passcode: "1111", enabled: true}
            steps:
              - configure: {<<: *base, enabled: false}
            """
        let argument = try ScenarioFixtures.parse(yaml).steps[0].argument
        #expect(argument.keys == ["enabled", "passcode"])
        #expect(try argument.requiredField("enabled").bool() == false)
    }

    @Test func unknownTopLevelKeySuggestsTheClosestKey() throws {
        let error = try #require(ScenarioFixtures.parseError("name: x\nstpes: [launch]\n"))
        #expect(error.location == ScenarioSourceLocation(file: "t.yaml", line: 2, column: 1))
        #expect(error.suggestion == "steps")
        #expect(error.description.hasPrefix("t.yaml:2:1: error: at stpes: unknown key 'stpes' (did you mean 'steps'?)"))
    }

    @Test func missingStepsIsAnError() throws {
        let error = try #require(ScenarioFixtures.parseError("name: x\n"))
        #expect(error.reason == .missingKey("steps"))
        #expect(error.location?.line == 1)
    }

    @Test func aStepWithTwoKeysExplainsTheIndentationMistake() throws {
        let error = try #require(ScenarioFixtures.parseError("steps:\n  - expect:\n    locked: true\n"))
        #expect(error.location == ScenarioSourceLocation(file: "t.yaml", line: 2, column: 5))
        #expect(error.path == "steps[0]")
        #expect(error.description.contains("indent the fields under 'expect'"))
    }

    @Test func aListAsAStepIsAnError() throws {
        let error = try #require(ScenarioFixtures.parseError("steps:\n  - [launch]\n"))
        #expect(error.location == ScenarioSourceLocation(file: "t.yaml", line: 2, column: 5))
        #expect(error.description.contains("found a list [launch]"))
    }

    @Test func yamlSyntaxErrorsCarryLineAndColumn() throws {
        let error = try #require(ScenarioFixtures.parseError("steps:\n  - launch\n  - expect: {locked: true\n"))
        guard case .yamlSyntax = error.reason else {
            Issue.record("expected a YAML syntax error, got \(error)")
            return
        }
        #expect(error.location?.file == "t.yaml")
        #expect((error.location?.line ?? 0) >= 3)
    }

    @Test func duplicateKeysAreErrors() throws {
        let error = try #require(ScenarioFixtures.parseError("name: a\nname: b\nsteps: []\n"))
        #expect(error.description.contains("duplicate key 'name'"))
        #expect(error.location?.line == 1)
    }

    @Test func emptyAndMultiDocumentFilesAreErrors() throws {
        #expect(ScenarioFixtures.parseError("")?.reason == .documentCount(0))
        #expect(ScenarioFixtures.parseError("steps: []\n---\nsteps: []\n")?.reason == .documentCount(2))
        #expect(ScenarioFixtures.parseError("- launch\n")?.description.contains("expected a scenario map") == true)
    }

    @Test func unreadableFilesAreReported() {
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse(contentsOf: "/nonexistent/x.yaml") }
    }
}
