import ArgumentParser
import Foundation
import LockFlows
import ReferenceServer

/// `lockharness-server`: the reference backend for the seed's passcode HTTP API.
@main
struct LockharnessServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness-server",
        abstract: "Serve the seed's passcode HTTP API (reference backend, SQLite storage).",
        discussion: """
            Authenticate with `Authorization: Bearer \(BearerTokens.developmentToken)` (account "dev").
            Reset codes and password-reset links are not emailed: they are printed on standard output as
            `outbox: <account-or-address> <code-or-link>`.
            --test-mode adds the /test routes (sandboxes, outbox, clock, faults) and the X-LockHarness-Sandbox
            header; it is refused unless the host is loopback (exit 2).
            """)

    @Option(help: "Port to listen on; 0 picks a free one (the bound port is printed).")
    var port = 8080

    @Option(help: "Host to bind.")
    var host = "127.0.0.1"

    @Option(help: "SQLite database file (created if missing); omit for an in-memory database.")
    var database: String?

    @Flag(help: "Test mode: /test routes (sandboxes, outbox, clock, faults); loopback hosts only.")
    var testMode = false

    @Option(help: "Password-reset token lifetime in minutes.")
    var resetTokenMinutes = 10

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard (1...10_080).contains(resetTokenMinutes) else {
            throw ValidationError("--reset-token-minutes must be between 1 and 10080")
        }
    }

    func run() async throws {
        if testMode, !ReferenceServerConfiguration.isLoopback(host) {
            FileHandle.standardError.write(
                Data(
                    ("lockharness-server: --test-mode is refused on the non-loopback host \(host): its routes move "
                        + "clocks and inject faults. Bind 127.0.0.1 or ::1.\n").utf8))
            throw ExitCode(2)
        }
        var configuration = ReferenceServerConfiguration()
        configuration.port = port
        configuration.host = host
        configuration.databasePath = database
        configuration.testMode = testMode
        configuration.passwordResetPolicy.tokenLifetime = .seconds(resetTokenMinutes * 60)
        let outbox = ResetCodeOutbox { message in Self.say("outbox: \(message.account) \(message.code)") }
        let server = try ReferenceServer(configuration: configuration, outbox: outbox)
        let host = host, testMode = testMode
        try await server.runUntilSignalled { port in
            Self.say("lockharness-server listening on http://\(host):\(port)\(testMode ? " (test mode)" : "")")
        }
    }

    /// Writes a line to standard output unbuffered, so a parent process reading a pipe sees the port at once.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
}
