import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The expect-field table: `state` prints exactly what `expect` reads, in table order, so a state dump pasted
/// into `expect:` holds.
struct ExpectFieldVocabularyTests {
    static func live() async throws -> LiveSession {
        try await LiveSession(headerYAML: LiveSessionTests.header, catalog: try DeviceProfileCatalog.embedded())
    }

    @Test func aStateDumpPastedIntoExpectHolds() async throws {
        let live = try await Self.live()
        for line in [
            "launch", "background", "advance: 16m", "sensor: {queue: [userCancel]}", "foreground", "advance: 1s",
            "enter-pin: \"1\"", "set-timeout: 5",
        ] {
            _ = await live.handle(line)
        }
        let state = await live.handle("state")
        #expect(!state.contains("\n"), "state is one line so it pastes into the session")
        #expect(await live.handle("expect: \(state)") == "ok")
        // The same dump no longer holds once time has moved on: the check is real.
        _ = await live.handle("advance: 1s")
        #expect(await live.handle("expect: \(state)").hasPrefix("FAILED expected elapsed to be \""))
    }

    /// The table's phone column: every phone field says what of the phone it reads, each reading is one field's,
    /// and no other field has one (so HarnessApps' one switch over ``PhoneReading`` reads every phone field).
    @Test func everyPhoneFieldSaysWhatOfThePhoneItReads() {
        let phoneFields = ExpectFieldVocabulary.fields.filter { $0.source == .phone }
        #expect(phoneFields.allSatisfy { $0.phoneReading != nil })
        #expect(ExpectFieldVocabulary.fields.filter { $0.source != .phone }.allSatisfy { $0.phoneReading == nil })
        let readings = phoneFields.compactMap(\.phoneReading)
        #expect(readings.count == Set(readings).count, "a reading read by two fields")
        #expect(Set(readings) == Set(PhoneReading.allCases), "a reading no field reads")
    }

    @Test func stateHasExactlyTheExpectFieldsInTableOrder() async throws {
        let live = try await Self.live()
        _ = await live.handle("launch")
        let state = await live.handle("state")
        let asYAML = try ScenarioValue.parse(yaml: state, file: "state")
        #expect(asYAML.keys == ExpectFieldVocabulary.names)
        let asJSON = try #require(try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any])
        #expect(Set(asJSON.keys) == Set(ExpectFieldVocabulary.names))
        #expect(asJSON["biometry"] as? String == "touchID")
        #expect(asJSON["timeout"] as? Int != nil)
        #expect(asJSON["title"] is NSNull)
        #expect(asJSON["biometryType"] == nil && asJSON["timeoutMinutes"] == nil && asJSON["stepTitle"] == nil)
    }

    @Test func namesAreUnique() {
        #expect(Set(ExpectFieldVocabulary.names).count == ExpectFieldVocabulary.fields.count)
    }

    @Test(arguments: [
        "plain", "say \"hi\"", "back\\slash", "line\nbreak\ttab", "bell\u{7} del\u{7F}", "Passcode & Face ID", "",
    ])
    func jsonStringsReadBackAsTheSameYAMLString(text: String) throws {
        let json = ExpectFieldVocabulary.jsonString(text)
        #expect(try ScenarioValue.parse(yaml: json, file: "t").string() == text)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String == text)
    }

    @Test func durationsCompareNormalised() throws {
        let elapsed = try #require(ExpectFieldVocabulary.field(named: "elapsed"))
        let written = try ScenarioValue.parse(yaml: "961s", file: "t")
        #expect(try elapsed.wanted(written) == .string("16m1s"))
        var snapshot = SessionSnapshot.blank
        snapshot.elapsedSeconds = 961
        #expect(elapsed.value(in: snapshot) == .string("16m1s"))
    }

    @Test func valuesMustHaveTheFieldsForm() throws {
        let value = try ScenarioValue.parse(yaml: "{locked: 1}", file: "t")
        let error = try #require(throws: ScenarioError.self) { try ExpectFieldVocabulary.expectations(value) }
        #expect(error.description.contains("expected true or false"), "\(error)")
        let null = try ExpectFieldVocabulary.expectations(try ScenarioValue.parse(yaml: "{title: null}", file: "t"))
        #expect(null.map(\.value) == [.none])
    }

    @Test func aMisspelledFieldSuggestsTheClosest() throws {
        let value = try ScenarioValue.parse(yaml: "{biometryType: faceID}", file: "t")
        let error = try #require(throws: ScenarioError.self) { try ExpectFieldVocabulary.expectations(value) }
        guard case .unknownKey(_, let allowed, let suggestion) = error.reason else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(allowed == ExpectFieldVocabulary.names)
        #expect(suggestion == "biometry")
    }
}
