import Foundation
import Testing

@testable import Harness

/// The built `lockharness`'s messages for files named by flags (issue 40): one `file:line:col: error:` format for
/// device profiles whichever command reads them, and a reader recording that is missing is not "the scenario file".
struct FlagMessageTests {
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(arguments: [["devices", "--profiles"], ["run", "--devices"]])
    func aBadProfileIsReportedInTheOneFormat(command: [String]) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let profile = directory.appendingPathComponent("bad.yaml")
        try "id: bad\nname: Bad\ncolour: red\n".write(to: profile, atomically: true, encoding: .utf8)
        let scenario = directory.appendingPathComponent("s.yaml")
        try "steps: [launch]\n".write(to: scenario, atomically: true, encoding: .utf8)
        let result = try CommandLineConventionsTests.lockharness(
            command + [directory.path] + (command[0] == "run" ? [scenario.path] : []))
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("\(profile.path):3:1: error: at colour: unknown key 'colour'"), "\(result.stderr)")
    }

    @Test func aProfilesFileInsteadOfADirectorySaysSo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let profile = directory.appendingPathComponent("one.yaml")
        try "id: one\n".write(to: profile, atomically: true, encoding: .utf8)
        let result = try CommandLineConventionsTests.lockharness(["devices", "--profiles", profile.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("\(profile.path): error: cannot be read: a file, not a directory"),
            "\(result.stderr)")
    }

    @Test func aMissingReaderRecordingIsNotCalledTheScenarioFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("s.yaml")
        try "steps: [launch]\n".write(to: scenario, atomically: true, encoding: .utf8)
        let missing = directory.appendingPathComponent("reader.json").path
        let result = try CommandLineConventionsTests.lockharness(["run", "--replay-reader", missing, scenario.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: --replay-reader: no reader recording at \(missing) (write one with --record-reader FILE)\n")
    }

    @Test func runDashSaysItReadsFiles() throws {
        let result = try CommandLineConventionsTests.lockharness(["run", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("reads scenario files, not standard input"), "\(result.stderr)")
    }
}
