import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The built `lockharness` executable's conventions: usage errors exit 2 on standard error (not ArgumentParser's
/// 64), `--version`, help on standard output with exit 0, and completions that know paths, devices and policies.
struct CommandLineConventionsTests {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func lockharness(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(arguments: [
        ["run", "--bogus", "x.yaml"], ["run"], ["run", "--parallel", "0", "x.yaml"], ["demo", "--backend", "serverr"],
        ["explore", "--runs"], ["nosuchcommand"],
    ])
    func usageErrorsExitTwoOnStandardError(arguments: [String]) throws {
        let result = try Self.lockharness(arguments)
        #expect(result.status == 2, "\(arguments): exit \(result.status)")
        #expect(result.stderr.contains("Error:") || result.stderr.contains("error:"), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments): nothing on standard output, got \(result.stdout)")
    }

    @Test func scenarioErrorsGoToStandardErrorWithTheirLocation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tabbed.yaml")
        try "name: t\nsteps:\n\t- launch\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.lockharness(["run", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("tabbed.yaml:3:1"), "\(result.stderr)")
        // Issue 38: the file is also an errored case of the run's summary, re-run as a whole file (it has no case).
        #expect(result.stdout.contains("1 case: 0 passed, 0 failed, 1 errored"), "\(result.stdout)")
        #expect(result.stdout.contains("lockharness run \(file.path)\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("--case"), "\(result.stdout)")
        let unknownCase = try Self.lockharness(["demo", "--case", "no-such-case"])
        #expect(unknownCase.status == 2)
        #expect(unknownCase.stderr.contains("no-such-case"), "\(unknownCase.stderr)")
    }

    @Test func versionAndHelpExitZeroOnStandardOutput() throws {
        let version = try Self.lockharness(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == LockHarnessVersion.current)
        let help = try Self.lockharness(["run", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--backend"))
    }

    @Test func bashCompletionOffersScenarioFilesDevicesAndPolicies() throws {
        let script = try Self.lockharness(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        #expect(script.stdout.contains("yaml"), "scenario paths complete to .yaml files")
        #expect(script.stdout.contains("iphone-15-pro"), "device ids complete")
        #expect(script.stdout.contains("seed-grace"), "policy presets complete")
    }
}
