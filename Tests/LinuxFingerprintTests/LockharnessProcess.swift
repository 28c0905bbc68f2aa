import Foundation
import Harness
import Synchronization

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
    /// What the process has written so far, read as it arrives (so a test can wait for a line, and a full pipe
    /// never blocks the child), and whether each pipe reached its end.
    private let output = Collected()

    /// The output collected so far, shared with the pipes' readability handlers.
    private final class Collected: Sendable {
        private let state = Mutex<(stdout: Data, stderr: Data, openPipes: Int)>((Data(), Data(), 2))

        /// Appends `data` read from stdout (or stderr); empty data is the pipe's end.
        func take(_ data: Data, fromStderr: Bool) {
            state.withLock {
                if data.isEmpty {
                    $0.openPipes -= 1
                } else if fromStderr {
                    $0.stderr.append(data)
                } else {
                    $0.stdout.append(data)
                }
            }
        }

        /// Both outputs so far and how many pipes are still open.
        var snapshot: (stdout: Data, stderr: Data, openPipes: Int) { state.withLock { $0 } }
    }

    /// Starts `lockharness arguments...` (or another of the package's executables, `program`; with `keepsPreload`
    /// it keeps umockdev's preload, to make its own test bed).
    init(
        _ arguments: [String], environment: [String: String] = [:], program: String = "lockharness",
        keepsPreload: Bool = false
    ) throws {
        process.executableURL = try SiblingExecutable.locate(
            program, variable: program.uppercased().replacingOccurrences(of: "-", with: "_"))
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        if !keepsPreload { merged["LD_PRELOAD"] = nil }
        merged["UMOCKDEV_DIR"] = nil
        // In-process tests set FP_VIRTUAL_DEVICE for their own sockets: a child that inherited it would open that
        // device too and take over its socket.
        for name in ["FP_VIRTUAL_DEVICE", "FP_VIRTUAL_DEVICE_STORAGE", "FP_VIRTUAL_IMAGE"] { merged[name] = nil }
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        for (pipe, isStderr) in [(out, false), (err, true)] {
            pipe.fileHandleForReading.readabilityHandler = { [output] handle in
                let data = handle.availableData
                if data.isEmpty { handle.readabilityHandler = nil }
                output.take(data, fromStderr: isStderr)
            }
        }
        try process.run()
    }

    /// Waits until stderr holds at least `count` lines containing `text`; false if the process ends or `limit`
    /// passes first.
    func waitForStderr(_ count: Int, linesContaining text: String, within limit: Duration = .seconds(20)) async
        -> Bool
    {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let (_, stderr, open) = output.snapshot
            let lines = String(decoding: stderr, as: UTF8.self).split(separator: "\n")
            if lines.count(where: { $0.contains(text) }) >= count { return true }
            if open == 0 { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
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
        // The pipes end once every holder of their write ends (the child, and any child of it) has gone.
        let drained = ContinuousClock.now + .seconds(5)
        while output.snapshot.openPipes > 0, ContinuousClock.now < drained {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let (stdoutData, stderrData, _) = output.snapshot
        let stdout = String(decoding: stdoutData, as: UTF8.self)
        let stderr = String(decoding: stderrData, as: UTF8.self)
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
