import Foundation
import Synchronization

/// The `lockharness-server` executable run as a child process for `--backend server`: test mode, an ephemeral
/// loopback port, and a fresh SQLite file in a temporary directory that ``stop()`` removes.
///
/// The server is a separate process so the `lockharness` executable does not link Hummingbird and GRDB (minutes
/// of clean build on a small machine), and so the session talks to it over a real socket.
public final class ReferenceServerProcess: Sendable {
    /// Why the server could not be started.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        /// What went wrong and what to do.
        public let description: String
    }

    /// The server's base URL (`http://127.0.0.1:PORT`).
    public let baseURL: URL
    private let process: Mutex<Process?>
    private let directory: URL
    private let lifeline: Pipe

    private init(baseURL: URL, process: Process, directory: URL, lifeline: Pipe) {
        self.baseURL = baseURL
        self.process = Mutex(process)
        self.directory = directory
        self.lifeline = lifeline
    }

    /// Where the executable is: `$LOCKHARNESS_SERVER`, else next to the running executable, else on `PATH`.
    public static func locateExecutable(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StartError) -> URL
    {
        do {
            return try SiblingExecutable.locate(
                "lockharness-server", variable: "LOCKHARNESS_SERVER", environment: environment)
        } catch {
            throw StartError(description: error.description)
        }
    }

    /// Starts the server and returns once it listens.
    /// - Throws: ``StartError`` when the executable is missing, exits, or does not report its port in `timeout`.
    public static func start(executable given: URL? = nil, timeout: Duration = .seconds(30)) async throws(StartError)
        -> ReferenceServerProcess
    {
        let executable: URL
        if let given { executable = given } else { executable = try locateExecutable() }
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("lockharness-server-\(UUID().uuidString)")
        do {
            try manager.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StartError(
                description: "cannot create a temporary directory for the server: \(error.localizedDescription)")
        }
        let log = directory.appendingPathComponent("server.log")
        manager.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        // The default scope's request policy; each case's sandbox names its own (the case's `serverPolicy`), as
        // the in-process backend does, so a scenario means the same against either.
        process.arguments = [
            "--host", "127.0.0.1", "--port", "0", "--test-mode", "--policy", "seed", "--exit-when-stdin-closes",
            "--database", directory.appendingPathComponent("server.sqlite").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try? FileHandle(forWritingTo: log)
        // The server exits when this pipe closes, which the kernel does when this process dies, however it dies.
        let lifeline = Pipe()
        process.standardInput = lifeline
        do {
            try process.run()
        } catch {
            try? manager.removeItem(at: directory)
            throw StartError(description: "cannot start \(executable.path): \(error.localizedDescription)")
        }
        let port = await firstPort(from: output.fileHandleForReading, timeout: timeout)
        guard let port, let url = URL(string: "http://127.0.0.1:\(port)") else {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            let logged = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? manager.removeItem(at: directory)
            throw StartError(
                description: "\(executable.path) did not report a listening port within \(timeout)"
                    + (logged.isEmpty ? "" : "; its log:\n\(logged.suffix(2000))"))
        }
        return ReferenceServerProcess(baseURL: url, process: process, directory: directory, lifeline: lifeline)
    }

    /// Stops the server and removes its temporary directory. Safe to call twice.
    ///
    /// SIGTERM first, so the server shuts down cleanly; SIGKILL after `grace` if it is still draining (a request
    /// held by a `hang` fault would otherwise keep it alive for the fault's whole limit).
    public func stop(grace: Duration = .seconds(2)) {
        guard
            let process = self.process.withLock({ held in
                defer { held = nil }
                return held
            })
        else { return }
        if process.isRunning { process.terminate() }
        let deadline = ContinuousClock.now + grace
        while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { stop() }

    /// The port in a `... listening on http://HOST:PORT ...` line.
    static func reportedPort(in line: Substring) -> Int? {
        guard let range = line.range(of: "listening on http://") else { return nil }
        let address = line[range.upperBound...].prefix { !$0.isWhitespace }
        guard let colon = address.lastIndex(of: ":") else { return nil }
        return Int(address[address.index(after: colon)...])
    }

    /// Reads the server's standard output until the `listening on http://HOST:PORT` line and returns the port;
    /// keeps draining the pipe afterwards (the server prints its outbox there) so the server never blocks on it.
    private static func firstPort(from handle: FileHandle, timeout: Duration) async -> Int? {
        let reported = Mutex<CheckedContinuation<Int?, Never>?>(nil)
        return await withCheckedContinuation { continuation in
            reported.withLock { $0 = continuation }
            let answer: @Sendable (Int?) -> Void = { port in
                reported.withLock {
                    $0?.resume(returning: port)
                    $0 = nil
                }
            }
            Thread.detachNewThread {
                var pending = ""
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    pending += String(decoding: data, as: UTF8.self)
                    while let newline = pending.firstIndex(of: "\n") {
                        let line = pending[..<newline]
                        pending = String(pending[pending.index(after: newline)...])
                        if let port = reportedPort(in: line) { answer(port) }
                    }
                    if pending.count > 65_536 { pending = "" }
                }
                answer(nil)
            }
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: Double(timeout.components.seconds))
                answer(nil)
            }
        }
    }
}
