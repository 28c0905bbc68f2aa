import Foundation
import Synchronization
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
        let collected = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            collected.data.withLock { $0 += data }
        }
        try process.run()
        // A benchmark that ignores --help would run for minutes: it gets 10 s, then is stopped and fails.
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let finished = !process.isRunning
        if !finished { process.terminate() }
        process.waitUntilExit()
        try await Task.sleep(for: .milliseconds(100))  // the last of the output
        output.fileHandleForReading.readabilityHandler = nil
        let text = String(decoding: collected.data.withLock { $0 }, as: UTF8.self)
        #expect(finished, "\(executable) --help still running after 10 s")
        #expect(process.terminationStatus == 0, "\(executable) --help: \(text.prefix(300))")
        #expect(text.lowercased().contains("usage:"), "\(executable) --help: \(text.prefix(300))")
    }
}
