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
            Authenticate with `Authorization: Bearer \(BearerTokens.developmentToken)` (account "dev"), or with \
            the tokens given by --token.
            Reset codes are not emailed: they are printed on standard output as `outbox: <account> <code>`.
            Binding a host other than loopback (127.0.0.1, ::1, localhost) needs --allow-remote.
            """)

    @Option(help: "Port to listen on; 0 picks a free one (the bound port is printed).")
    var port = 8080

    @Option(help: "Host to bind; anything but 127.0.0.1, ::1 or localhost needs --allow-remote.")
    var host = "127.0.0.1"

    @Flag(help: "Allow binding a non-loopback --host (prints a warning: no TLS, development tokens).")
    var allowRemote = false

    @Option(help: "SQLite database file (created mode 0600 if missing); omit for an in-memory database.")
    var database: String?

    @Option(
        help: ArgumentHelp(
            "Request policy: seed (the seed's bodies) or hardened (turning the lock off and changing the timeout "
                + "need currentPasscode).", valueName: "seed|hardened"))
    var policy: PasscodeServerRules.Policy = .hardened

    @Option(
        name: .customLong("token"),
        help: ArgumentHelp(
            "A bearer token and the account it identifies (repeatable); replaces the development token.",
            valueName: "TOKEN=ACCOUNT"))
    var tokens: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        for token in tokens where Self.tokenPair(token) == nil {
            throw ValidationError("--token must be TOKEN=ACCOUNT with both parts non-empty, got '\(token)'")
        }
    }

    func run() async throws {
        switch BindExposure.check(host: host, allowRemote: allowRemote) {
        case .loopback: break
        case .remote(let warning): Self.warn(warning)
        case .refused(let message):
            Self.warn("error: \(message)")
            throw ExitCode(2)
        }
        var configuration = ReferenceServerConfiguration()
        configuration.port = port
        configuration.host = host
        configuration.databasePath = database
        configuration.rules.policy = policy
        if !tokens.isEmpty {
            configuration.tokens = BearerTokens(Dictionary(tokens.compactMap(Self.tokenPair)) { _, last in last })
        }
        let outbox = ResetCodeOutbox { message in Self.say("outbox: \(message.account) \(message.code)") }
        let server = try ReferenceServer(configuration: configuration, outbox: outbox)
        let host = host
        try await server.runUntilSignalled { port in
            Self.say("lockharness-server listening on http://\(host):\(port)")
        }
    }

    /// `TOKEN=ACCOUNT` split at the first `=`, nil when either side is empty.
    static func tokenPair(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let token = String(text[..<equals])
        let account = String(text[text.index(after: equals)...])
        return token.isEmpty || account.isEmpty ? nil : (token, account)
    }

    /// Writes a line to standard output unbuffered, so a parent process reading a pipe sees the port at once.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    /// Writes a line to standard error.
    static func warn(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}
