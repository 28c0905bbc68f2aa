import Foundation
import LockFlows
import PasscodeHTTPClient
import Synchronization
import Testing

@testable import ReferenceServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `lockharness-server` executable: its bind guard, and its storage under `SIGKILL`.
struct ExecutableTests {
    /// The last acknowledged timeout per account.
    final class Acknowledged: Sendable {
        let last = Mutex<[String: Int]>([:])
    }

    @Test func aNonLoopbackHostWithoutAllowRemoteExitsTwoAndSaysWhy() async throws {
        let server = try ServerProcess(arguments: ["--host", "0.0.0.0", "--port", "0"])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("--host 0.0.0.0 is not loopback"), "stderr: \(server.standardError)")
        #expect(server.standardError.contains("--allow-remote"))
    }

    @Test func aNonLoopbackHostWithAllowRemoteStartsAndWarns() async throws {
        let (server, _) = try await ServerProcess.listening(arguments: [
            "--host", "0.0.0.0", "--port", "0", "--allow-remote",
        ])
        server.signal(SIGKILL)
        _ = try await server.exitStatus()
        #expect(
            server.standardError.contains("warning: lockharness-server is bound to 0.0.0.0"),
            "stderr: \(server.standardError)")
    }

    /// Bad input on the command line exits 2, as on every LockHarness command (ArgumentParser's own is 64): a value
    /// that is none of `--policy`'s names it and the table's words, from the table; an unknown option names it.
    @Test func aBadPolicyOrAnUnknownOptionExitsTwoNamingIt() async throws {
        let policy = try ServerProcess(arguments: ["--port", "0", "--policy", "hardend"])
        #expect(try await policy.exitStatus() == 2)
        #expect(policy.standardError.contains("'hardend'"), "stderr: \(policy.standardError)")
        #expect(policy.standardError.contains("--policy <seed|hardened>"), "stderr: \(policy.standardError)")
        let unknown = try ServerProcess(arguments: ["--port", "0", "--polcy", "seed"])
        #expect(try await unknown.exitStatus() == 2)
        #expect(unknown.standardError.contains("Unknown option '--polcy'"), "stderr: \(unknown.standardError)")
    }

    /// Issue 27: the `/v1` limits are options of the executable; a value out of range is refused naming the option
    /// (ArgumentParser's usage exit, like the executable's other option checks).
    @Test func theForgotPasswordLimitIsAnOption() async throws {
        let refused = try ServerProcess(arguments: ["--port", "0", "--forgot-password-per-address", "0"])
        #expect(try await refused.exitStatus() == 2)
        #expect(refused.standardError.contains("--forgot-password-per-address must be between 1 and"))

        let (server, port) = try await ServerProcess.listening(arguments: [
            "--port", "0", "--forgot-password-per-address", "1",
        ])
        let raw = RawHTTP(port: port)
        let body = #"{"email": "dev@example.com"}"#
        #expect(try await raw.send("POST", "/v1/auth/forgot-password", body: body).status == 200)
        let limited = try await raw.send("POST", "/v1/auth/forgot-password", body: body)
        #expect(limited.status == 429)
        // The hour's window, less the seconds between the two requests (a few on a loaded machine).
        let retryAfter = limited.head.lowercased().split(separator: "\r\n").first { $0.hasPrefix("retry-after: ") }
        let seconds = retryAfter.flatMap { Int($0.dropFirst("retry-after: ".count)) }
        #expect((3540...3600).contains(seconds ?? 0), "\(limited.head)")
        server.signal(SIGKILL)
        _ = try await server.exitStatus()
    }

    @Test(arguments: ["127.0.0.1", "::1", "localhost"])
    func loopbackHostsNeedNoFlag(host: String) async throws {
        let (server, _) = try await ServerProcess.listening(arguments: ["--host", host, "--port", "0"])
        server.signal(SIGTERM)
        _ = try await server.exitStatus()
        #expect(!server.standardError.contains("warning"))
    }

    /// Eight accounts each PUT increasing timeouts as fast as they can; the server is SIGKILLed mid-burst and
    /// restarted on the same file. Every acknowledged value must be there (or the next one, whose answer the kill
    /// cut off), and the file must pass `PRAGMA integrity_check`.
    @Test func everyAcknowledgedWriteSurvivesASIGKILLMidBurst() async throws {
        let path = StorageTests.temporaryPath()
        defer { StorageTests.remove(path) }
        let accounts = (1...8).map { "account\($0)" }
        let tokens = accounts.flatMap { ["--token", "token-\($0)=\($0)"] }
        let arguments = ["--port", "0", "--database", path] + tokens
        let (first, port) = try await ServerProcess.listening(arguments: arguments)
        let acknowledged = Acknowledged()
        let url = URL(string: "http://127.0.0.1:\(port)")!

        await withTaskGroup(of: Void.self) { group in
            for account in accounts {
                group.addTask {
                    let api = HTTPPasscodeAPI(baseURL: url, token: "token-\(account)", timeout: .seconds(60))
                    for minutes in 1...1440 {
                        guard (try? await api.updateTimeout(PasscodeTimeoutRequest(minutes: minutes))) != nil else {
                            return
                        }
                        acknowledged.last.withLock { $0[account] = minutes }
                    }
                }
            }
            group.addTask {
                // Mid-burst: once 400 writes are acknowledged and every account has one (a loaded machine gets
                // there later, never not at all: 60 s is a hang guard).
                let deadline = ContinuousClock.now + .seconds(60)
                func midBurst() -> Bool {
                    acknowledged.last.withLock { $0.values.reduce(0, +) >= 400 && $0.count == accounts.count }
                }
                while !midBurst(), ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(5))
                }
                first.signal(SIGKILL)
            }
        }
        #expect(try await first.exitStatus() != nil)
        #expect(first.process.terminationReason == .uncaughtSignal)
        let acked = acknowledged.last.withLock { $0 }
        #expect(acked.count == accounts.count, "every account had writes acknowledged: \(acked)")

        let (second, restartedPort) = try await ServerProcess.listening(arguments: arguments)
        let restarted = URL(string: "http://127.0.0.1:\(restartedPort)")!
        for account in accounts {
            let api = HTTPPasscodeAPI(baseURL: restarted, token: "token-\(account)", timeout: .seconds(60))
            let stored = try #require(try await api.currentUser().passcodeTimeoutMinutes)
            let last = acked[account] ?? 0
            #expect(stored == last || stored == last + 1, "\(account): acknowledged \(last), stored \(stored)")
        }
        second.signal(SIGTERM)
        _ = try await second.exitStatus()
        #expect(try await PasscodeDatabase(path: path).integrityCheck() == "ok")
    }
}
