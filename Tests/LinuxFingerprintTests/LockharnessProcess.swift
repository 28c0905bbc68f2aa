import Foundation
import Harness

/// The built `lockharness` executable run as a user would, for the enroll → unlock tests: started in the
/// background (so a test can feed the virtual reader while it waits), then awaited with a deadline.
///
/// The child gets the test's environment minus umockdev's preload (it must see the real /sys, as fprintd does)
/// and the virtual-driver variables, plus `environment`.
final class LockharnessProcess: @unchecked Sendable {
    /// How the process ended.
    struct Result: Sendable, CustomStringConvertible {
        let status: Int32
        let stdout: String
        let stderr: String
        var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
    }

    private let process = Process()
    private let out = Pipe()
    private let err = Pipe()

    /// Starts `lockharness arguments...`.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS")
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["LD_PRELOAD"] = nil
        merged["UMOCKDEV_DIR"] = nil
        // In-process tests set FP_VIRTUAL_DEVICE for their own sockets: a child that inherited it would open that
        // device too and take over its socket.
        for name in ["FP_VIRTUAL_DEVICE", "FP_VIRTUAL_DEVICE_STORAGE", "FP_VIRTUAL_IMAGE"] { merged[name] = nil }
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits for the exit (killing the process after `limit`) and collects its output.
    func finish(within limit: Duration = .seconds(30)) async -> Result {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        let killed = process.isRunning
        if killed { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Result(
            status: killed ? -1 : process.terminationStatus, stdout: stdout,
            stderr: (killed ? "killed after \(limit)\n" : "") + stderr)
    }

    /// Runs `lockharness arguments...` to the end.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], within limit: Duration = .seconds(30)
    ) async throws -> Result {
        try await LockharnessProcess(arguments, environment: environment).finish(within: limit)
    }
}
