import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `lockharness-server` executable in a child process (built by `swift build` / `swift test` into
/// the same directory as the test bundle), for tests of the command line and of crashes.
final class ServerProcess: Sendable {
    /// Text a pipe delivered so far.
    final class Collected: Sendable {
        let text = Mutex("")
    }

    let process: Process
    private let output = Collected()
    private let errors = Collected()

    /// What the process printed on standard output so far.
    var standardOutput: String { output.text.withLock { $0 } }
    /// What the process printed on standard error so far.
    var standardError: String { errors.text.withLock { $0 } }

    /// The executable: next to the test bundle (its build directory), else `.build/debug` under the package.
    static func executable() throws -> URL {
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("lockharness-server"))
            directory.deleteLastPathComponent()
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/lockharness-server"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw FixtureError("lockharness-server not built (looked in \(candidates.map(\.path))); run swift build")
        }
        return found
    }

    /// Starts the executable with `arguments`.
    init(arguments: [String]) throws {
        process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let output = output
        let errors = errors
        outputPipe.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            output.text.withLock { $0 += text }
        }
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            errors.text.withLock { $0 += text }
        }
        try process.run()
    }

    /// Starts a server and waits for it to print its port.
    static func listening(arguments: [String]) async throws -> (server: ServerProcess, port: Int) {
        let server = try ServerProcess(arguments: arguments)
        let deadline = ContinuousClock.now + .seconds(60)  // a hang guard, not a speed bound
        // One last look after the deadline: a test process whose threads were all busy may wake up only after it.
        var lastLook = false
        while !lastLook {
            lastLook = ContinuousClock.now >= deadline
            if let line = server.standardOutput.split(separator: "\n").first(where: { $0.contains("listening on") }),
                let port = line.split(separator: ":").last.flatMap({ Int($0) })
            {
                return (server, port)
            }
            guard server.process.isRunning else {
                throw FixtureError(
                    "lockharness-server exited \(server.process.terminationStatus): \(server.standardError)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        server.signal(SIGKILL)
        throw FixtureError("hung: lockharness-server printed no port within 60 s: \(server.standardOutput)")
    }

    /// Sends `signal` to the process.
    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the process to exit (at most `seconds`) and returns its status, nil if it is still running.
    func exitStatus(within seconds: Int = 60) async throws -> Int32? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
