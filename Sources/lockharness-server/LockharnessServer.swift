import ArgumentParser
import Foundation
import ReferenceServer

/// `lockharness-server`: the reference backend for the seed's passcode HTTP API.
@main
struct LockharnessServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness-server",
        abstract: "Serve the seed's passcode HTTP API (reference backend, SQLite storage).",
        discussion: """
            Authenticate with `Authorization: Bearer \(BearerTokens.developmentToken)` (account "dev").
            Reset codes are not emailed: they are printed on standard output as `outbox: <account> <code>`.
            """)

    @Option(help: "Port to listen on; 0 picks a free one (the bound port is printed).")
    var port = 8080

    @Option(help: "Host to bind.")
    var host = "127.0.0.1"

    @Option(help: "SQLite database file (created if missing); omit for an in-memory database.")
    var database: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        var configuration = ReferenceServerConfiguration()
        configuration.port = port
        configuration.host = host
        configuration.databasePath = database
        let outbox = ResetCodeOutbox { message in Self.say("outbox: \(message.account) \(message.code)") }
        let server = try ReferenceServer(configuration: configuration, outbox: outbox)
        let host = host
        try await server.runUntilSignalled { port in
            Self.say("lockharness-server listening on http://\(host):\(port)")
        }
    }

    /// Writes a line to standard output unbuffered, so a parent process reading a pipe sees the port at once.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
}
