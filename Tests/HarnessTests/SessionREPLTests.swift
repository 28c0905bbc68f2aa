import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The REPL's pieces (`lockharness session`): the screen drawn as text, stray terminal keys, the `--record` check,
/// and the executable's prompt-free piped use with its exit codes.
struct SessionREPLTests {
    static let header = """
        device: iphone-15-pro
        policy: seed
        initial: {passcode: "482916", biometricEnabled: true}
        """

    @Test func theLockScreenIsDrawnWithDotsErrorAndTheBiometricButton() async throws {
        let live = try await LiveSession(headerYAML: Self.header, catalog: try DeviceProfileCatalog.embedded())
        for line in [
            "launch", "background", "advance: 16m", "sensor: {queue: [userCancel]}", "foreground", "advance: 1s",
            "digit: 4",
            "digit: 8",
        ] {
            _ = await live.handle(line)
        }
        let text = await live.screenText()
        #expect(text.contains("Enter Passcode"))
        #expect(text.contains("● ● ○ ○ ○ ○"), "two of six dots filled:\n\(text)")
        #expect(text.contains("[ Face ID ]"), "the biometric button shows:\n\(text)")
        #expect(text.contains("Forgot Passcode?"))
        #expect(text.contains("t=16m"))
        for line in ["delete", "delete", "enter-pin: \"111111\"", "advance: 1s"] { _ = await live.handle(line) }
        let wrong = await live.screenText()
        #expect(wrong.contains("Incorrect passcode"), "the error line after a wrong PIN:\n\(wrong)")
        #expect(wrong.contains("○ ○ ○ ○ ○ ○"), "the dots cleared:\n\(wrong)")
    }

    @Test func arrowKeysAndOtherEscapeSequencesAreDropped() {
        #expect(TerminalInput.withoutEscapeSequences("\u{1B}[Abackground") == "background")
        #expect(TerminalInput.withoutEscapeSequences("adv\u{1B}[1;5Cance: 1m") == "advance: 1m")
        #expect(TerminalInput.withoutEscapeSequences("\u{1B}OPlaunch\u{1B}") == "launch")
        #expect(TerminalInput.withoutEscapeSequences("enter-pin: \"482916\"") == "enter-pin: \"482916\"")
    }

    @Test func aRecordPathInAMissingDirectoryOrOnADirectoryIsRefusedUpFront() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)")
        #expect(throws: RecordingDestination.Problem.self) {
            try RecordingDestination(path: directory.appendingPathComponent("s.yaml").path)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: RecordingDestination.Problem.self) { try RecordingDestination(path: directory.path) }
        let destination = try RecordingDestination(path: directory.appendingPathComponent("s.yaml").path)
        try destination.write("steps: []\n")
        #expect(try String(contentsOfFile: destination.path, encoding: .utf8) == "steps: []\n")
    }

    @Test func theExecutableExitsOneAfterAFailedExpectAndStopsAtQuit() throws {
        let (output, status) = try Self.runSession(
            input: "launch\nexpect: {locked: true}\nquit\nbackground\n", arguments: [])
        #expect(status == 1, "a failed expect makes the session exit 1:\n\(output)")
        #expect(output.contains("FAILED expected locked to be true, it was false"), "\(output)")
        #expect(!output.contains("phase=background"), "nothing after quit is applied:\n\(output)")
        let (passing, passingStatus) = try Self.runSession(input: "launch\nexpect: {locked: false}\n", arguments: [])
        #expect(passingStatus == 0, "\(passing)")
    }

    @Test func pipedInputWithAnUnknownStepRunsTheRestAndExitsTwo() throws {
        let (output, status) = try Self.runSession(input: "launch\nlanch\nbackground\n", arguments: [])
        #expect(status == 2, "a line that does not parse makes a piped session exit 2:\n\(output)")
        #expect(output.contains("stdin:2:1: error: "), "\(output)")
        #expect(!output.contains("error: stdin"), "one prefix:\n\(output)")
        #expect(output.contains("phase=background"), "the lines after it still run:\n\(output)")
        let (refused, refusedStatus) = try Self.runSession(input: "tap-biometric\n", arguments: [])
        #expect(refusedStatus == 2, "a refused step too:\n\(refused)")
    }

    @Test func theRecordFileLeavesOutFailedAndRefusedLinesAndReplays() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input =
            [
                "launch", "expect: {locked: true}", "background", "advance: 16m", "sensor: {queue: [userCancel]}",
                "foreground", "advance: 2s", "sensor: {lockout: true}", "tap-biometric", "sensor: {queue: [noMatch]}",
            ].joined(separator: "\n") + "\n"
        let (output, status) = try Self.runSession(input: input, arguments: ["--record", path])
        #expect(status == 2, "\(output)")
        let recording = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!recording.contains("expect: {locked: true}"), "\(recording)")
        #expect(!recording.contains("tap-biometric"), "\(recording)")
        #expect(recording.contains("  - sensor: {lockout: true}\n"))
        let (code, replay) = await RunCommandTests.run(recording)
        #expect(code == 0, "\(replay)\n\(recording)")
    }

    @Test func theExecutableRefusesAnUnwritableRecordPathBeforeTheFirstStep() throws {
        let (output, status) = try Self.runSession(
            input: "launch\n", arguments: ["--record", "/nonexistent-\(UUID().uuidString)/s.yaml"])
        #expect(status == 2)
        #expect(output.contains("does not exist"), "\(output)")
        #expect(!output.contains("screen=home"), "no step ran:\n\(output)")
    }

    /// Runs the built `lockharness session` with `input` on a pipe; returns stdout + stderr and the exit status.
    static func runSession(input: String, arguments: [String]) throws -> (String, Int32) {
        let process = Process()
        process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS")
        process.arguments = ["session"] + arguments
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
