import Biometrics
import Foundation
import Testing

@testable import Harness

/// Enumerated expect values are checked when a scenario is parsed (issue 38): a typo is exit 2 with file:line:col
/// and a did-you-mean, like a typo in a key, not a failure at run time. The words come from the vocabulary tables.
struct EnumeratedValueTests {
    static let enumerated = ExpectFieldVocabulary.fields.filter { !$0.choices.isEmpty }

    @Test func theEnumeratedFieldsAreTheOnesWithAFixedSetOfWords() {
        #expect(
            Set(Self.enumerated.map(\.name))
                == [
                    "screen", "phase", "biometry", "biometricUnavailable", "sensorHardware", "lockout", "lastOutcome",
                    "link",
                ])
        #expect(ExpectFieldVocabulary.field(named: "screen")?.choices == ScreenName.names)
        #expect(
            ExpectFieldVocabulary.field(named: "phase")?.choices == ["launching", "active", "inactive", "background"])
    }

    @Test func aTypoInAScreenIsBadInputWithItsPlaceAndTheWordMeant() async {
        let (code, text) = await RunCommandTests.run("name: lok\nsteps:\n  - launch\n  - expect: {screen: lok}\n")
        #expect(code == 2, "\(text)")
        #expect(
            text.contains(
                "case.yaml:4:22: error: at steps[1].expect.screen: 'lok' is not allowed here (did you mean 'lock'?)"),
            "\(text)")
    }

    /// Every enumerated field refuses a word outside its set, at parse time, with its place.
    @Test(arguments: EnumeratedValueTests.enumerated.map(\.name))
    func everyEnumeratedFieldRefusesAnUnknownWord(field: String) {
        let yaml = "steps:\n  - expect: {\(field): nosuchword}\n"
        let error = #expect(throws: ScenarioError.self) {
            let document = try ScenarioParser.parse(yaml: yaml, file: "t.yaml")
            _ = try ScenarioStepInterpreter.interpret(document.steps[0])
        }
        #expect(error?.location?.line == 2)
        #expect(error?.path == "steps[0].expect.\(field)")
    }

    @Test(arguments: [
        "screen: not-running", "phase: background", "lockout: until passcode", #"lockout: "until 30s (boot 1)""#,
        "lastOutcome: null", "link: valid", "biometry: faceID", "sensorHardware: disconnected",
    ])
    func theWordsAndATimedLockoutParse(entry: String) throws {
        let document = try ScenarioParser.parse(yaml: "steps:\n  - expect: {\(entry)}\n", file: "t.yaml")
        _ = try ScenarioStepInterpreter.interpret(document.steps[0])
    }

    /// The tables are the truth: what a session reports for each enumerated field, over a walk through the lock,
    /// settings, password reset and a sensor lockout, is always one of its words.
    @Test func whatASessionReportsIsAlwaysOneOfTheWords() async throws {
        let steps = [
            "launch", "expect: {screen: home}", "background", "advance: 16m", "sensor: {matching: false}",
            "foreground", "advance: 5s", "sensor: {lockout: true}", "sensor: {hardware: disconnected}",
            "enter-pin: \"482916\"", "open-settings", "close-settings", "logout",
            "forgot-password", "type-email: \"user@example.com\"", "submit", "advance: 2s", "open-emailed-link",
            "advance: 2s", "terminate",
        ]
        let live = try await LiveSession(
            headerYAML: LiveSession.headerYAML(
                device: "iphone-15-pro", policy: "seed", passcode: "482916", biometricEnabled: true),
            catalog: try DeviceProfileCatalog.embedded())
        var seen: [String: Set<String>] = [:]
        for step in steps {
            let errorsBefore = await live.errors
            let reply = await live.handle(step)
            #expect(await live.errors == errorsBefore, "`\(step)`: \(reply)")
            let snapshot = await live.session.snapshot()
            for field in Self.enumerated {
                guard case .string(let value) = field.value(in: snapshot) else { continue }
                seen[field.name, default: []].insert(value)
                let allowed = field.choices.contains(value) || field.openPrefix.map(value.hasPrefix) == true
                #expect(allowed, "\(field.name) = '\(value)' after `\(step)` is not one of \(field.choices)")
            }
        }
        #expect(seen["screen", default: []].count >= 5, "\(seen)")
    }
}
