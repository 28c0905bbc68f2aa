import Biometrics
import Foundation
import Testing

/// The JSON `lockharness devices --json` prints for a profile: the profile file's shape and names (one vocabulary,
/// ``DeviceProfileField``), durations as numbers under names that say their unit, enums and scripted attempts as
/// their names (they were Swift's raw encodings, `[0, 700000000000000000]` and `{"timed":{"_0":[30,0]}}`), and it
/// reads back to the same profile.
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
        #expect(rules["latencyMilliseconds"] as? Double == 700)
        #expect(rules["attemptsPerPrompt"] as? Int == 3)
        let lockout = try #require(rules["lockout"] as? [String: Any])
        #expect(lockout["afterConsecutiveFailures"] as? Int == 5)
        #expect(lockout["until"] as? String == "timed")
        #expect(lockout["durationSeconds"] as? Double == 30)
        #expect(lockout["permanentAfterFailures"] == nil)
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
        let lockout = try #require(rules["lockout"] as? [String: Any])
        #expect(lockout["until"] as? String == "passcode" && lockout["durationSeconds"] == nil, "\(lockout)")
        #expect(rules["latencyMilliseconds"] as? Double == 800)
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

    /// Every key of every shipped profile's JSON is a field of the vocabulary, at the same path as in the YAML, and
    /// devices/README.md's field table names exactly the vocabulary's fields.
    @Test func theJSONTheFilesAndTheFieldTableUseOneSetOfNames() throws {
        func paths(_ object: [String: Any], prefix: String = "") -> [String] {
            object.flatMap { key, value -> [String] in
                let path = prefix + key
                if let nested = value as? [String: Any] { return [path] + paths(nested, prefix: path + ".") }
                return [path]
            }
        }
        let vocabulary = Set(DeviceProfileField.paths)
        for profile in try DeviceProfileCatalog.embedded().profiles {
            let unknown = Set(paths(try Self.object(profile))).subtracting(vocabulary)
            #expect(unknown.isEmpty, "\(profile.id): JSON keys outside the vocabulary: \(unknown.sorted())")
        }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let readme = try String(contentsOf: root.appendingPathComponent("devices/README.md"), encoding: .utf8)
        let documented = Set(
            readme.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `") else { return nil }
                return line.dropFirst(3).split(separator: "`").first.map(String.init)
            }.filter { $0.first?.isLowercase == true && !$0.contains("-") })
        // Containers that only group others (`sensor`, `initial`) need no row of their own.
        let leaves = vocabulary.subtracting(["sensor", "initial"])
        let onlyDocumented = documented.subtracting(leaves).sorted()
        let undocumented = leaves.subtracting(documented).sorted()
        #expect(documented == leaves, "only documented: \(onlyDocumented); undocumented: \(undocumented)")
    }
}
