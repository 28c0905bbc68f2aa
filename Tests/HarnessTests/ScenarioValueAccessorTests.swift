import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct ScenarioValueAccessorTests {
    private func argument(_ yaml: String) throws -> ScenarioValue {
        try ScenarioFixtures.parse("steps:\n  - step: \(yaml)\n").steps[0].argument
    }

    @Test func typeMismatchNamesLocationPathExpectedAndFound() throws {
        let value = try argument("{locked: maybe}")
        let error = try #require(throws: ScenarioError.self) { try value.requiredField("locked").bool() }
        #expect(
            error.description
                == "t.yaml:2:20: error: at steps[0].step.locked: expected true or false, found a string \"maybe\"")
    }

    @Test func missingFieldPointsAtTheMap() throws {
        let value = try argument("{screen: lock}")
        let error = try #require(throws: ScenarioError.self) { try value.requiredField("locked") }
        #expect(error.reason == .missingKey("locked"))
        #expect(error.location == ScenarioSourceLocation(file: "t.yaml", line: 2, column: 11))
    }

    @Test func unknownFieldSuggestsAllowedField() throws {
        let value = try argument("{lokced: true}")
        let error = try #require(throws: ScenarioError.self) { try value.checkKeys(allowed: ["locked", "screen"]) }
        #expect(error.suggestion == "locked")
        #expect(error.path == "steps[0].step.lokced")
        #expect(error.location?.column == 12)
    }

    @Test func choiceSuggestsTheClosestWord() throws {
        let value = try argument("faceId")
        let error = try #require(throws: ScenarioError.self) { try value.choice(of: ["faceID", "touchID", "none"]) }
        #expect(error.suggestion == "faceID")
        #expect(error.description.contains("(did you mean 'faceID'?)"))
    }

    @Test func durationErrorsCarryTheLocation() throws {
        let value = try argument("ten")
        let error = try #require(throws: ScenarioError.self) { try value.duration() }
        #expect(error.location == ScenarioSourceLocation(file: "t.yaml", line: 2, column: 11))
        #expect(error.description.contains("invalid duration 'ten'"))
        #expect(throws: ScenarioError.self) { try self.argument("10").duration() }
        #expect(try argument("0").duration() == .zero)
    }

    @Test func otherAccessorsRejectOtherKinds() throws {
        let map = try argument("{a: 1}")
        #expect(throws: ScenarioError.self) { try map.string() }
        #expect(throws: ScenarioError.self) { try map.list() }
        #expect(throws: ScenarioError.self) { try map.text() }
        #expect(throws: ScenarioError.self) { try map.requiredField("a").string() }
        #expect(try map.requiredField("a").int() == 1)
        #expect(try map.requiredField("a").double() == 1)
        #expect(try argument("[a, b]").list().count == 2)
        #expect(try argument("x").listOrSingle().count == 1)
        #expect(try argument("{a: 1}").singleEntry().key == "a")
        #expect(throws: ScenarioError.self) { try self.argument("{a: 1, b: 2}").singleEntry() }
    }

    @Test func suggestionIgnoresCaseAndSeparatorsButNotDistantWords() {
        #expect(NameSuggestion.closest(to: "enterPin", among: ["enter-pin", "launch"]) == "enter-pin")
        #expect(NameSuggestion.closest(to: "advnace", among: ["advance", "background"]) == "advance")
        #expect(NameSuggestion.closest(to: "xyz", among: ["advance", "background"]) == nil)
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("ab", "ba") == 1)
    }
}
