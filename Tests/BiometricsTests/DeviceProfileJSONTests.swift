import Biometrics
import Foundation
import Testing

/// The JSON `lockharness devices --json` prints for a profile: durations as milliseconds under names that say so,
/// enums and scripted attempts as their names (they were Swift's raw encodings, `[0, 700000000000000000]` and
/// `{"timed":{"_0":[30,0]}}`), and it reads back to the same profile.
struct DeviceProfileJSONTests {
    static func object(_ profile: DeviceProfile) throws -> [String: Any] {
        let data = try JSONEncoder().encode(profile)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func durationsAreMillisecondsAndEnumsAreNames() throws {
        var profile = try DeviceProfileCatalog.embedded().profile(named: "linux-laptop-usb-reader")
        profile.initial.script = [.noMatch, .feedback(.retryTooShort), .outcome(.userCancel), .match]
        let json = try Self.object(profile)
        let rules = try #require(json["rules"] as? [String: Any])
        #expect(rules["attemptLatencyMilliseconds"] as? Double == 700)
        #expect(rules["attemptsPerPrompt"] as? Int == 3)
        #expect(rules["lockoutAfterConsecutiveFailures"] as? Int == 5)
        #expect(rules["permanentLockoutAfterFailures"] is NSNull)
        let lockout = try #require(rules["lockoutEnds"] as? [String: Any])
        #expect(lockout["kind"] as? String == "timed")
        #expect(lockout["milliseconds"] as? Double == 30_000)
        let initial = try #require(json["initial"] as? [String: Any])
        #expect(initial["script"] as? [String] == ["noMatch", "retryTooShort", "userCancel", "match"])
        #expect(initial["hardware"] as? String == "present")
        let sensor = try #require(json["sensor"] as? [String: Any])
        #expect(sensor["kind"] as? String == "fingerprintReader" && sensor["realReader"] as? String == "libfprint")
        #expect(json["platform"] as? String == "linux" && json["biometry"] as? String == "fingerprint")

        let text = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
        #expect(!text.contains("_0") && !text.contains("000000000000"), "\(text)")
    }

    @Test func aPasscodeLockoutHasNoDuration() throws {
        let profile = try DeviceProfileCatalog.embedded().profile(named: "iphone-15-pro")
        let rules = try #require(try Self.object(profile)["rules"] as? [String: Any])
        #expect(rules["lockoutEnds"] as? [String: String] == ["kind": "passcode"])
        #expect(rules["attemptLatencyMilliseconds"] as? Double == 800)
    }

    @Test func everyShippedProfileReadsBackTheSame() throws {
        for var profile in try DeviceProfileCatalog.embedded().profiles {
            profile.rules.attemptLatency = .microseconds(1_500)  // fractions of a millisecond survive
            profile.initial.script = [.feedback(.partial), .noMatch]
            let decoded = try JSONDecoder().decode(DeviceProfile.self, from: try JSONEncoder().encode(profile))
            #expect(decoded == profile, "\(profile.id)")
        }
    }

    @Test func anUnknownScriptedAttemptIsRefusedByName() {
        let json = Data(#"["noMatch", "retryTooShrt"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ScriptedAttempt].self, from: json) }
    }
}
