import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 38: `lockharness-server` printed its outbox with blocking, trapping writes on the request path, so a closed
/// standard output (`| head -1`) crashed it (`'try!' … Broken pipe`) on the next reset link, and a pipe nobody read
/// stopped every route once about 64 KB were waiting. The executable itself, with its standard output so treated.
struct ServerOutputTests {
    /// Options that let one client ask for many reset links (each one printed line).
    static let manyLinks = [
        "--port", "0", "--exit-when-stdin-closes", "--forgot-password-per-address", "100000",
        "--forgot-password-per-address-from-any-client", "100000", "--forgot-password-per-client", "100000",
    ]

    /// Reads from `handle` until a newline (or the end), on a thread of its own.
    static func firstLine(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var text = ""
                while !text.contains("\n") {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                }
                continuation.resume(returning: text)
            }
        }
    }

    static func port(in line: String) throws -> Int {
        guard let port = line.split(separator: "\n").first?.split(separator: ":").last.flatMap({ Int($0) }) else {
            throw FixtureError("no port in \(line.debugDescription)")
        }
        return port
    }

    /// `count` forgot-password requests for the known address, `parallel` at a time; the statuses seen.
    static func askForLinks(
        port: Int, count: Int, email: String = "dev@example.com", parallel: Int = 4
    ) async -> [Int] {
        await withTaskGroup(of: [Int].self) { group in
            for worker in 0..<parallel {
                group.addTask {
                    var statuses: [Int] = []
                    for _ in stride(from: worker, to: count, by: parallel) {
                        let answer = try? await RawHTTP(port: port).send(
                            "POST", "/v1/auth/forgot-password", body: #"{"email": "\#(email)"}"#)
                        statuses.append(answer?.status ?? -1)
                    }
                    return statuses
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    static func waitForExit(_ process: Process, seconds: Int = 60) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }

    @Test func aClosedStandardOutputNeitherCrashesNorStopsTheServer() async throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        // sh waits for the whole pipeline: it runs as long as the server does.
        // After its line, head exits and says so on stderr: from then on the server's stdout is a closed pipe.
        shell.arguments =
            ["-c", #""$0" "$@" | { head -n 1; echo "head exited" >&2; }"#, try ServerProcess.executable().path]
            + Self.manyLinks
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        (shell.standardInput, shell.standardOutput, shell.standardError) = (input, output, errors)
        let collected = ServerProcess.Collected()
        errors.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            collected.text.withLock { $0 += text }
        }
        try shell.run()
        let port = try Self.port(in: await Self.firstLine(of: output.fileHandleForReading))
        let deadline = ContinuousClock.now + .seconds(60)  // a hang guard
        while !collected.text.withLock({ $0.contains("head exited") }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        try #require(collected.text.withLock { $0.contains("head exited") }, "hung: head had not exited after 60 s")

        let statuses = await Self.askForLinks(port: port, count: 40)
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        let me = try await RawHTTP(port: port).send(
            "GET", "/api/auth/me", headers: ["Authorization": "Bearer lockharness-dev-token"])
        #expect(me.status == 200)
        #expect(shell.isRunning, "stderr: \(collected.text.withLock { $0 })")
        #expect(!collected.text.withLock { $0 }.contains("Fatal error"))

        try input.fileHandleForWriting.close()  // --exit-when-stdin-closes
        try await Self.waitForExit(shell)
        #expect(!shell.isRunning)
    }

    /// Reset codes are printed before the answer (on the request path); links after it. With the pipe full, every
    /// request that prints a code used to block a thread of the concurrency pool, and a few of them blocked them all.
    @Test func aStandardOutputNobodyReadsDoesNotStopAnyRoute() async throws {
        let accounts = (1...8).map { "account\($0)" }
        let server = Process()
        server.executableURL = try ServerProcess.executable()
        server.arguments = Self.manyLinks + accounts.flatMap { ["--token", "token-\($0)=\($0)"] }
        let input = Pipe()
        let output = Pipe()
        #if os(Linux)
            _ = fcntl(output.fileHandleForWriting.fileDescriptor, 1031, 4096)  // F_SETPIPE_SZ: one page
        #endif
        (server.standardInput, server.standardOutput) = (input, output)
        try server.run()
        defer { kill(server.processIdentifier, SIGKILL) }
        let port = try Self.port(in: await Self.firstLine(of: output.fileHandleForReading))

        // Far more than the pipe holds, and nobody reads it.
        let statuses = await Self.askForLinks(port: port, count: 300, email: "account1@example.com")
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses.filter { $0 != 200 }.count) not 200")
        // More code requests at once than the pool has threads (5 an hour per account).
        let requests = min(40, 2 * ProcessInfo.processInfo.activeProcessorCount + 2)
        let codes = Task {
            await withTaskGroup(of: Int.self) { group in
                for index in 0..<requests {
                    group.addTask {
                        let token = "token-\(accounts[index % accounts.count])"
                        let answer = try? await RawHTTP(port: port).send(
                            "POST", "/api/auth/reset-passcode-request", headers: ["Authorization": "Bearer \(token)"],
                            body: "{}")
                        return answer?.status ?? -1
                    }
                }
                return await group.reduce(into: [Int]()) { $0.append($1) }
            }
        }
        // Give the code requests a moment to reach the server; on a loaded machine some may come later, and the
        // verdict below holds either way: with threads blocked on the pipe, /me would get no answer at all.
        try await Task.sleep(for: .seconds(1))
        let me = try? await RawHTTP(port: port).send(
            "GET", "/api/auth/me", headers: ["Authorization": "Bearer token-account1"])
        #expect(me?.status == 200, "hung: another route got no answer while the code requests were in flight")
        #expect(await codes.value.allSatisfy { $0 == 200 })
        #expect(server.isRunning)
    }
}
