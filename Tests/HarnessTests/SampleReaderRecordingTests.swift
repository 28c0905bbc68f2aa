import Foundation
import Testing

/// The reader recording shipped in Examples/ReaderRecording (made on libfprint's virtual_device) replays with the
/// built `lockharness` and no reader, and an edited copy fails where the edit breaks an expectation: what the
/// README's reader section tells a user to try without hardware.
struct SampleReaderRecordingTests {
    static let folder: URL = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Examples/ReaderRecording")
    }()

    @Test func theShippedRecordingReplaysWithNoReader() throws {
        let scenario = Self.folder.appendingPathComponent("my-finger.yaml").path
        let recording = Self.folder.appendingPathComponent("reader.yaml").path
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.contains("reader: \"libfprint\""), "not a libfprint recording:\n\(text)")
        let result = try CommandLineConventionsTests.lockharness(["run", scenario, "--replay-reader", recording])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("1 passed"), "\(result.stdout)")
    }

    @Test func anEditedRecordingFailsAtTheExpectationItBreaks() throws {
        let scenario = Self.folder.appendingPathComponent("my-finger.yaml").path
        let original = try String(
            contentsOfFile: Self.folder.appendingPathComponent("reader.yaml").path, encoding: .utf8)
        // The second prompt's other finger becomes the enrolled one: that foreground unlocks, which the scenario
        // says it does not.
        let edited = original.replacingOccurrences(of: "[noMatch, noMatch, noMatch]", with: "[match]")
            .replacingOccurrences(of: "outcome: authenticationFailed", with: "outcome: success")
        try #require(edited != original, "the recording has no three-failure prompt:\n\(original)")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("edited-\(UUID().uuidString).yaml")
        try edited.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let result = try CommandLineConventionsTests.lockharness(["run", scenario, "--replay-reader", copy.path])
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("expected locked to be true"), "\(result.stdout)")
    }
}
