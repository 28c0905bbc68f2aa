import Biometrics
import Foundation
import Testing

@testable import Harness

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
        #expect(await live.handle("expect: {locked: false}").hasPrefix("FAILED locked: expected false, got true"))
        #expect(await live.handle("enter-pin: \"482916\"").contains("locked=false"))
        let recording = await live.recording(name: "recorded")
        #expect(recording.contains("  - sensor: {queue: [userCancel]}"))
        // The failed expectation was recorded too; drop it and the rest must pass as a scenario.
        let replay = recording.replacingOccurrences(of: "  - expect: {locked: false}\n", with: "")
        let (code, output) = await RunCommandTests.run(replay)
        #expect(code == 0, "\(output)")
    }

    @Test func errorsPointAtTheTypedLineAndColumn() async throws {
        let live = try await LiveSession(headerYAML: Self.header, catalog: try DeviceProfileCatalog.embedded())
        #expect(await live.handle("lanch").hasPrefix("error: stdin:1:1"))
        #expect(await live.handle("sensor: {matching: fals}").hasPrefix("error: stdin:2:20"))
        #expect(await live.handle("tap-biometric").contains("the lock screen is not showing"))
        #expect(await live.handle("").isEmpty)
        #expect(await live.handle("# a comment").isEmpty)
        #expect(await live.handle("state").contains("\"screen\""))
    }
}
