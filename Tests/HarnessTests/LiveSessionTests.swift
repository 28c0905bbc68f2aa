import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The hand-driven session: steps from text lines, state after each, errors with the typed line and column,
/// and a recording that replays as a passing scenario.
struct LiveSessionTests {
    static let header = "device: iphone-se\npolicy: seed\ninitial: {passcode: \"482916\", biometricEnabled: true}"

    @Test func linesDriveTheSessionAndTheRecordingReplays() async throws {
        let live = try await LiveSession(headerYAML: Self.header, catalog: try DeviceProfileCatalog.embedded())
        #expect(await live.handle("launch").contains("screen=home"))
        _ = await live.handle("background")
        _ = await live.handle("advance: 16m")
        _ = await live.handle("sensor: {queue: [userCancel]}")
        #expect(await live.handle("foreground").contains("screen=lock"))
        _ = await live.handle("advance: 1s")
        #expect(await live.handle("expect: {locked: true, lastOutcome: userCancel}") == "ok")
        #expect(await live.handle("expect: {locked: false}") == "FAILED expected locked to be false, it was true")
        #expect(await live.handle("enter-pin: \"482916\"").contains("locked=false"))
        let recording = await live.recording(name: "recorded")
        #expect(recording.contains("  - sensor: {queue: [userCancel]}"))
        // The failed expectation is not recorded (as with `serve`): the recording passes as it is.
        #expect(!recording.contains("expect: {locked: false}"), "\(recording)")
        #expect(await live.failedExpectations == 1)
        let (code, output) = await RunCommandTests.run(recording)
        #expect(code == 0, "\(output)")
    }

    @Test func refusedAndUnparsableLinesAreCountedAndNotRecorded() async throws {
        // The button follows the sensor (under the seed it is read once per launch and would stay).
        let header = Self.header + "\noverrides: {rechecksBiometricAvailability: true}"
        let live = try await LiveSession(headerYAML: header, catalog: try DeviceProfileCatalog.embedded())
        let lockScreen = [
            "launch", "background", "advance: 16m", "sensor: {queue: [userCancel]}", "foreground", "advance: 2s",
        ]
        for line in lockScreen { _ = await live.handle(line) }
        #expect(await live.handle("sensor: {lockout: true}").contains("screen=lock"))
        let tap = await live.handle("tap-biometric")
        #expect(tap.hasPrefix("error: tap-biometric: the biometric button is not showing"), "\(tap)")
        #expect(await live.handle("lanch").hasPrefix("stdin:9:1: error: "))
        #expect(await live.handle("refused: launch").hasPrefix("ok (refused: "))
        #expect(await live.errors == 2)
        #expect(await live.failedExpectations == 0)
        let recording = await live.recording(name: "recorded")
        #expect(!recording.contains("tap-biometric") && !recording.contains("lanch"), "\(recording)")
        #expect(recording.contains("  - refused: launch\n"))
        let (code, output) = await RunCommandTests.run(recording)
        #expect(code == 0, "\(output)\n\(recording)")
    }

    @Test func aRecordingEndsByClearingQueuedOutcomesTheSessionNeverUsed() async throws {
        let live = try await LiveSession(headerYAML: Self.header, catalog: try DeviceProfileCatalog.embedded())
        for line in ["launch", "sensor: {queue: [noMatch, userCancel]}", "advance: 1s"] { _ = await live.handle(line) }
        let recording = await live.recording(name: "recorded")
        let ending =
            "  # still queued when the recording was taken, never used: noMatch, userCancel\n  - sensor: {queue: []}\n"
        #expect(recording.hasSuffix(ending), "\(recording)")
        let (code, output) = await RunCommandTests.run(recording)
        #expect(code == 0, "\(output)\n\(recording)")
        #expect(await live.handle("state").contains("\"unconsumed\": 2"), "taking the recording changes nothing")
    }

    @Test func errorsPointAtTheTypedLineAndColumn() async throws {
        let live = try await LiveSession(headerYAML: Self.header, catalog: try DeviceProfileCatalog.embedded())
        let unknown = await live.handle("lanch")
        #expect(unknown.hasPrefix("stdin:1:1: error: "), "one prefix: \(unknown)")
        #expect(!unknown.contains("error: stdin") && !unknown.contains("steps[0]"), "\(unknown)")
        let typo = await live.handle("sensor: {matching: fals}")
        #expect(typo.hasPrefix("stdin:2:20: error: "), "\(typo)")
        #expect(!typo.contains("steps[0]"), "\(typo)")
        #expect(await live.handle("tap-biometric").contains("the lock screen is not showing"))
        #expect(await live.handle("").isEmpty)
        #expect(await live.handle("# a comment").isEmpty)
        #expect(await live.handle("state").contains("\"screen\""))
    }
}
