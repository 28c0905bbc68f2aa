import Foundation
import Testing

/// Issue 38: `scenario-bench --help`, `server-bench --help` and others ran the benchmark instead of printing help.
/// Every executable of the package answers `--help` with its usage and exit 0, at once.
struct HelpTests {
    static let executables = [
        "lockharness", "lockharness-serve", "lockharness-mcp", "lockharness-server", "scenario-bench", "server-bench",
        "lockharness-bench", "fingerprint-bench", "fuzz-scenario-parser", "fuzz-device-profile",
    ]

    /// The build directory holding the test bundle (and every product built beside it).
    static func buildDirectory() -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            if FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("lockharness").path) {
                return directory
            }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug")
    }

    @Test(arguments: executables)
    func helpPrintsUsageAndExitsZeroAtOnce(executable: String) async throws {
        let url = Self.buildDirectory().appendingPathComponent(executable)
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "\(url.path) not built")
        let process = Process()
        process.executableURL = url
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The whole output, read to its end on a thread of its own (the pipe closes when the process exits).
        let reading = Task.detached { output.fileHandleForReading.readDataToEndOfFile() }
        // A benchmark that ignores --help would run for minutes: it gets 60 s (a hang guard, not a speed bound),
        // then is stopped and fails.
        let deadline = ContinuousClock.now + .seconds(60)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let finished = !process.isRunning
        if !finished { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: await reading.value, as: UTF8.self)
        #expect(finished, "hung: \(executable) --help still running after 60 s")
        #expect(process.terminationStatus == 0, "\(executable) --help: \(text.prefix(300))")
        #expect(text.lowercased().contains("usage:"), "\(executable) --help: \(text.prefix(300))")
    }
}
