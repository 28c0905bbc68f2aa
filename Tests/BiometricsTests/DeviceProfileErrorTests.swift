import Biometrics
import Foundation
import Testing

/// One broken profile: a shipped profile with one text replacement, and where the error must point.
struct BadProfile: Sendable, CustomTestStringConvertible {
    var name: String
    var base = "iphone-se"
    var from: String
    var to: String
    /// The field the error names (`nil`: none, e.g. a syntax error).
    var field: String?
    /// Text on the line the error must point at (`nil`: only require some line).
    var lineOf: String?
    /// Text the message must contain.
    var fragment: String

    var testDescription: String { name }
}

struct DeviceProfileErrorTests {
    static let file = "devices/broken.yaml"

    static func baseText(_ id: String) -> String {
        DeviceProfileCatalog.embeddedFiles.first { $0.name == "\(id).yaml" }?.yaml ?? ""
    }

    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    static let cases: [BadProfile] = [
        BadProfile(
            name: "missing top-level field", from: "name: iPhone SE (3rd generation)\n", to: "",
            field: "name", lineOf: "id: iphone-se", fragment: "required field is missing"),
        BadProfile(
            name: "missing nested field", from: "  attemptsPerPrompt: 3\n", to: "",
            field: "rules.attemptsPerPrompt", lineOf: "fallbackAfterFailures", fragment: "required field is missing"),
        BadProfile(
            name: "number of the wrong type", from: "attemptsPerPrompt: 3", to: "attemptsPerPrompt: three",
            field: "rules.attemptsPerPrompt", lineOf: "three", fragment: "expected a whole number, found 'three'"),
        BadProfile(
            name: "text where a mapping belongs", from: "sensor:\n  kind: touchIDButton\n  connection: builtIn\n",
            to: "sensor: touchIDButton\n", field: "sensor", lineOf: "sensor:",
            fragment: "expected a mapping of fields, found 'touchIDButton'"),
        BadProfile(
            name: "boolean of the wrong type", from: "matching: true", to: "matching: sometimes",
            field: "initial.matching", lineOf: "sometimes", fragment: "expected true or false"),
        BadProfile(
            name: "empty text field", from: "id: iphone-se", to: "id:",
            field: "id", lineOf: "id:", fragment: "expected text, found nothing"),
        BadProfile(
            name: "unknown outcome", from: "script: []", to: "script: [noMatch, userCancelled]",
            field: "initial.script", lineOf: "userCancelled",
            fragment: "unknown outcome 'userCancelled' (did you mean 'userCancel'?)"),
        BadProfile(
            name: "script item that is not a name", from: "script: []", to: "script: [{match: 2}]",
            field: "initial.script", lineOf: "script:", fragment: "expected an outcome name, found a mapping"),
        BadProfile(
            name: "negative latency", from: "latencyMilliseconds: 500", to: "latencyMilliseconds: -500",
            field: "rules.latencyMilliseconds", lineOf: "-500", fragment: "-500 is out of range; expected 0 or more"),
        BadProfile(
            name: "negative attempt count", from: "attemptsPerPrompt: 3", to: "attemptsPerPrompt: -1",
            field: "rules.attemptsPerPrompt", lineOf: "-1", fragment: "-1 is out of range; expected 1 or more"),
        BadProfile(
            name: "zero lockout threshold", from: "afterConsecutiveFailures: 5", to: "afterConsecutiveFailures: 0",
            field: "rules.lockout.afterConsecutiveFailures", lineOf: "afterConsecutiveFailures",
            fragment: "expected 1 or more"),
        BadProfile(
            name: "biometry against the sensor", from: "biometry: touchID", to: "biometry: faceID",
            field: "biometry", lineOf: "faceID", fragment: "does not match sensor.kind touchIDButton"),
        BadProfile(
            name: "biometry on hardware without a sensor", from: "kind: touchIDButton", to: "kind: none",
            field: "biometry", lineOf: "biometry:", fragment: "does not match sensor.kind none"),
        BadProfile(
            name: "biometry against the platform", from: "platform: ios", to: "platform: android",
            field: "biometry", lineOf: "biometry:", fragment: "platform android has no touchID"),
        BadProfile(
            name: "Android rules on Touch ID", from: "until: passcode", to: "until: timed\n    durationSeconds: 30",
            field: "rules.lockout.until", lineOf: "until: timed", fragment: "Android-style"),
        BadProfile(
            name: "duration without a timed lockout", from: "until: passcode",
            to: "until: passcode\n    durationSeconds: 30", field: "rules.lockout.durationSeconds",
            lineOf: "durationSeconds", fragment: "only applies to until: timed"),
        BadProfile(
            name: "misspelt key", from: "attemptsPerPrompt: 3", to: "attemptsPerPromt: 3",
            field: "rules.attemptsPerPromt", lineOf: "attemptsPerPromt",
            fragment: "unknown key 'attemptsPerPromt' (did you mean 'attemptsPerPrompt'?)"),
        BadProfile(
            name: "unknown key", from: "initial:", to: "colour: red\ninitial:",
            field: "colour", lineOf: "colour", fragment: "unknown key 'colour'; allowed here: id, name"),
        BadProfile(
            name: "misspelt value", from: "platform: ios", to: "platform: iOS",
            field: "platform", lineOf: "platform: iOS", fragment: "'iOS' is not allowed (did you mean 'ios'?)"),
        BadProfile(
            name: "unknown hardware state", from: "passcodeSet: true", to: "passcodeSet: true\n  hardware: unplugged",
            field: "initial.hardware", lineOf: "unplugged", fragment: "expected one of present, absent, disconnected"),
        BadProfile(
            name: "invalid YAML", from: "script: []", to: "script: [match", field: nil, lineOf: nil,
            fragment: "not valid YAML"),
        BadProfile(
            name: "timed lockout without a duration", base: "pixel-8", from: "    durationSeconds: 30\n", to: "",
            field: "rules.lockout.durationSeconds", lineOf: "afterConsecutiveFailures",
            fragment: "required field is missing"),
        BadProfile(
            name: "negative lockout duration", base: "pixel-8", from: "durationSeconds: 30", to: "durationSeconds: -30",
            field: "rules.lockout.durationSeconds", lineOf: "-30", fragment: "-30 is out of range"),
        BadProfile(
            name: "permanent before timed", base: "pixel-8", from: "permanentAfterFailures: 20",
            to: "permanentAfterFailures: 3", field: "rules.lockout.permanentAfterFailures", lineOf: "permanentAfter",
            fragment: "expected 5 (afterConsecutiveFailures) or more"),
        BadProfile(
            name: "rules without biometry", base: "ipad-no-biometrics", from: "initial:",
            to: "rules:\n  attemptsPerPrompt: 1\n  fallbackAfterFailures: 0\ninitial:", field: "rules",
            lineOf: "attemptsPerPrompt", fragment: "biometry none has no attempt rules"),
        BadProfile(
            name: "enrolled without biometry", base: "ipad-no-biometrics", from: "passcodeSet: true",
            to: "passcodeSet: true\n  enrolled: true", field: "initial.enrolled", lineOf: "enrolled",
            fragment: "nothing can be enrolled"),
    ]

    @Test(arguments: cases)
    func aBrokenProfileNamesFileLineAndField(bad: BadProfile) throws {
        let base = Self.baseText(bad.base)
        try #require(base.contains(bad.from), "the replacement no longer applies to \(bad.base).yaml")
        let text = base.replacingOccurrences(of: bad.from, with: bad.to)
        let error = try #require(throws: DeviceProfileError.self) {
            try DeviceProfileLoader.parse(text, file: Self.file)
        }
        #expect(error.file == Self.file)
        #expect(error.field == bad.field)
        let line = try #require(error.line, "no line in \(error)")
        if let needle = bad.lineOf { #expect(line == Self.line(of: needle, in: text), "\(error)") }
        #expect(error.description.hasPrefix("\(Self.file):\(line):"))
        if let field = bad.field { #expect(error.description.contains(": error: at \(field): ")) }
        #expect(error.description.contains(bad.fragment), "\(error)")
    }

    @Test func anEmptyFileIsRejected() {
        let error = #expect(throws: DeviceProfileError.self) { try DeviceProfileLoader.parse("", file: Self.file) }
        #expect(error?.description == "\(Self.file): error: expected a mapping of fields, found an empty document")
    }

    @Test func theIDMustMatchTheFileName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("my-phone.yaml").path
        try Data(Self.baseText("iphone-se").utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DeviceProfileError.self) { try DeviceProfileLoader.load(file: path) }
        #expect(error?.field == "id")
        #expect(error?.line == 2)
        #expect(
            error?.description.contains("my-phone.yaml:2:5: error: at id: id 'iphone-se' does not match the file name")
                == true)
        let dirError = #expect(throws: DeviceProfileError.self) {
            try DeviceProfileLoader.loadDirectory(directory.path)
        }
        #expect(dirError?.file == path)
    }

    @Test func aMissingFileOrDirectoryIsReportedNotCrashed() {
        let missing = "/nonexistent-\(UUID().uuidString)/phone.yaml"
        let error = #expect(throws: DeviceProfileError.self) { try DeviceProfileLoader.load(file: missing) }
        #expect(error?.file == missing)
        #expect(error?.description.hasPrefix("\(missing): error: cannot be read") == true)
        #expect(throws: DeviceProfileError.self) {
            try DeviceProfileLoader.loadDirectory("/nonexistent-\(UUID().uuidString)")
        }
    }

    @Test func everyTruncationOfEveryProfileFailsCleanly() {
        for file in DeviceProfileCatalog.embeddedFiles {
            let lines = file.yaml.split(separator: "\n", omittingEmptySubsequences: false)
            for count in 0..<lines.count - 1 {
                let prefix = lines.prefix(count).joined(separator: "\n")
                do {
                    _ = try DeviceProfileLoader.parse(prefix, file: file.name)
                    // Only a prefix that already holds every required field may parse.
                    let complete =
                        prefix.contains("kind:")
                        && (prefix.contains("biometry: none") || prefix.contains("fallbackAfterFailures"))
                    #expect(complete, "\(file.name) parsed with only \(count) lines")
                } catch {
                    #expect(!error.description.isEmpty)
                }
            }
        }
    }
}
