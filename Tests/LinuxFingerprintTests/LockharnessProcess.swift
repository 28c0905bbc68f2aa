import Foundation
import Harness
import Synchronization

/// The built `lockharness` executable run as a user would, for the enroll → unlock tests: started in the
/// background (so a test can feed the virtual reader while it waits), then awaited with a hang guard: a run
/// still going after ``HangGuard/limit`` is killed, and its result says it hung.
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
    /// never blocks the child).
    private let output = Collected()

    /// The output collected so far, shared with the pipes' readability handlers.
    ///
    /// The read ends are non-blocking and every read happens under the lock, in the order the bytes came. Once the
    /// child has exited, everything it wrote is in the pipes: ``finish(within:)`` reads what is left instead of
    /// waiting for the pipes' end, which comes only once every holder of a write end has gone (a process another
    /// test starts meanwhile can inherit one and keep it open for as long as it runs).
    private final class Collected: Sendable {
        private let state = Mutex<(stdout: Data, stderr: Data)>((Data(), Data()))

        /// Makes `fd` non-blocking, for ``read(_:fromStderr:)``.
        static func prepare(_ fd: Int32) { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        /// Appends whatever `fd` (stdout's, or stderr's) holds now; true at the pipe's end.
        @discardableResult
        func read(_ fd: Int32, fromStderr: Bool) -> Bool {
            state.withLock { state in
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = Glibc.read(fd, &buffer, buffer.count)
                    if count > 0 {
                        if fromStderr {
                            state.stderr.append(contentsOf: buffer[..<count])
                        } else {
                            state.stdout.append(contentsOf: buffer[..<count])
                        }
                    } else if count < 0, errno == EINTR {
                        continue
                    } else {
                        return count == 0  // 0: the end; -1 (EAGAIN): nothing more for now
                    }
                }
            }
        }

        /// Both outputs so far.
        var snapshot: (stdout: Data, stderr: Data) { state.withLock { $0 } }
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
            Collected.prepare(pipe.fileHandleForReading.fileDescriptor)
            pipe.fileHandleForReading.readabilityHandler = { [output] handle in
                if output.read(handle.fileDescriptor, fromStderr: isStderr) { handle.readabilityHandler = nil }
            }
        }
        try process.run()
    }

    /// Waits until stderr holds at least `count` lines containing `text`; false if the process ends or `limit` (the
    /// hang guard) passes first.
    func waitForStderr(_ count: Int, linesContaining text: String, within limit: Duration = HangGuard.limit) async
        -> Bool
    {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let ended = !process.isRunning
            if ended { output.read(err.fileHandleForReading.fileDescriptor, fromStderr: true) }
            let lines = String(decoding: output.snapshot.stderr, as: UTF8.self).split(separator: "\n")
            if lines.count(where: { $0.contains(text) }) >= count { return true }
            if ended { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    /// Waits for the exit (killing the process, which then hung, after `limit`) and collects its output.
    func finish(within limit: Duration = HangGuard.limit) async -> Result {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        let killed = process.isRunning
        if killed { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        // Everything the child wrote is in the pipes now: read what the handlers have not, then stop them.
        for (pipe, isStderr) in [(out, false), (err, true)] {
            pipe.fileHandleForReading.readabilityHandler = nil
            output.read(pipe.fileHandleForReading.fileDescriptor, fromStderr: isStderr)
        }
        let (stdoutData, stderrData) = output.snapshot
        let stdout = String(decoding: stdoutData, as: UTF8.self)
        let stderr = String(decoding: stderrData, as: UTF8.self)
        let name = ([process.executableURL?.lastPathComponent ?? "?"] + (process.arguments ?? [])).joined(
            separator: " ")
        let note = killed ? "hung: `\(name)` was still running after \(limit) and was killed\n" : ""
        return Result(status: killed ? -1 : process.terminationStatus, stdout: stdout, stderr: note + stderr)
    }

    /// Runs `lockharness arguments...` to the end.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], within limit: Duration = HangGuard.limit
    ) async throws -> Result {
        try await LockharnessProcess(arguments, environment: environment).finish(within: limit)
    }
}
