import ArgumentParser
import CommandLineExit
import Foundation
import LockCore
import LockFlows
import ReferenceServer
import ServerRules

/// `lockharness-server`: the reference backend for the seed's passcode HTTP API.
@main
struct LockharnessServer: AsyncParsableCommand {
    /// Bad input (an unknown option, a value that is not one of an option's) exits 2, as on every LockHarness command.
    static func main() async { await runWithBadInputExit() }

    static let configuration = CommandConfiguration(
        commandName: "lockharness-server",
        abstract: "Serve the seed's passcode HTTP API (reference backend, SQLite storage).",
        discussion: """
            Authenticate with `Authorization: Bearer \(BearerTokens.developmentToken)` (account "dev"), or with \
            the tokens given by --token.
            Reset codes and password-reset links are not emailed: they are printed on standard output as
            `outbox: <account-or-address> <code-or-link>`.
            Binding a host other than loopback (127.0.0.1, ::1, localhost) needs --allow-remote.
            --test-mode adds the /test routes (sandboxes, outbox, clock, faults) and the X-LockHarness-Sandbox
            header; it is refused unless the host is loopback (exit 2).
            """)

    @Option(help: "Port to listen on; 0 picks a free one (the bound port is printed).")
    var port = 8080

    @Option(help: "Host to bind; anything but 127.0.0.1, ::1 or localhost needs --allow-remote.")
    var host = "127.0.0.1"

    @Flag(help: "Allow binding a non-loopback --host (prints a warning: no TLS, development tokens).")
    var allowRemote = false

    @Option(help: "SQLite database file (created mode 0600 if missing); omit for an in-memory database.")
    var database: String?

    @Flag(help: "Test mode: /test routes (sandboxes, outbox, clock, faults); loopback hosts only.")
    var testMode = false

    @Option(help: "Password-reset token lifetime in minutes.")
    var resetTokenMinutes = 10

    @Option(
        help: ArgumentHelp(
            "Request policy: \(PasscodeServerRules.Policy.summaryList).",
            valueName: PasscodeServerRules.Policy.names.joined(separator: "|")))
    var policy: PasscodeServerRules.Policy = .defaultChoice

    @Option(help: "forgot-password requests allowed per address from one client per hour (then 429 with Retry-After).")
    var forgotPasswordPerAddress = PasswordResetLimits().forgotPasswordPerAddress.count

    @Option(help: "forgot-password requests allowed per address from all clients together per hour.")
    var forgotPasswordPerAddressFromAnyClient = PasswordResetLimits().forgotPasswordPerAddressFromAnyClient.count

    @Option(help: "forgot-password requests allowed per client (IP address) per hour.")
    var forgotPasswordPerClient = PasswordResetLimits().forgotPasswordPerClient.count

    @Option(
        help: ArgumentHelp(
            "How many milliseconds after its arrival forgot-password answers, for known and unknown addresses alike "
                + "(0: at once, the answer's time then depends on the load).", valueName: "ms"))
    var forgotPasswordAnswerMs = Int(ReferenceServerConfiguration().forgotPasswordAnswerTime / .milliseconds(1))

    @Option(help: "Unknown, used or revoked reset tokens allowed per client per 15 minutes (verify and reset).")
    var resetTokenGuessesPerClient = PasswordResetLimits().tokenGuessesPerClient.count

    @Option(
        help: ArgumentHelp(
            "Failed logins allowed per address from one client per 15 minutes (a wrong password and an unknown "
                + "address alike)."))
    var loginFailuresPerAddress = PasswordResetLimits().loginFailuresPerAddress.count

    @Option(help: "Failed logins allowed per address from all clients together per 15 minutes.")
    var loginFailuresPerAddressFromAnyClient = PasswordResetLimits().loginFailuresPerAddressFromAnyClient.count

    @Option(help: "Failed logins allowed per client (IP address) per 15 minutes.")
    var loginFailuresPerClient = PasswordResetLimits().loginFailuresPerClient.count

    @Option(
        name: .customLong("token"),
        help: ArgumentHelp(
            "A bearer token and the account it identifies (repeatable); replaces the development token.",
            valueName: "TOKEN=ACCOUNT"))
    var tokens: [String] = []

    @Flag(help: "Exit when standard input closes (a parent process that starts the server and may die).")
    var exitWhenStdinCloses = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard (1...10_080).contains(resetTokenMinutes) else {
            throw ValidationError("--reset-token-minutes must be between 1 and 10080")
        }
        for (name, value) in [
            ("--forgot-password-per-address", forgotPasswordPerAddress),
            ("--forgot-password-per-address-from-any-client", forgotPasswordPerAddressFromAnyClient),
            ("--forgot-password-per-client", forgotPasswordPerClient),
            ("--reset-token-guesses-per-client", resetTokenGuessesPerClient),
            ("--login-failures-per-address", loginFailuresPerAddress),
            ("--login-failures-per-address-from-any-client", loginFailuresPerAddressFromAnyClient),
            ("--login-failures-per-client", loginFailuresPerClient),
        ] where !(1...1_000_000_000).contains(value) {
            throw ValidationError("\(name) must be between 1 and 1000000000, got \(value)")
        }
        guard (0...10_000).contains(forgotPasswordAnswerMs) else {
            throw ValidationError(
                "--forgot-password-answer-ms must be between 0 and 10000, got \(forgotPasswordAnswerMs)")
        }
        for token in tokens where Self.tokenPair(token) == nil {
            throw ValidationError("--token must be TOKEN=ACCOUNT with both parts non-empty, got '\(token)'")
        }
    }

    func run() async throws {
        if testMode, !LoopbackHost.contains(host) {
            Self.warn(
                "error: --test-mode is refused on the non-loopback host \(host): its routes move clocks and inject "
                    + "faults. Bind 127.0.0.1 or ::1.")
            throw ExitCode(2)
        }
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
        configuration.testMode = testMode
        configuration.passwordResetPolicy.tokenLifetime = .seconds(resetTokenMinutes * 60)
        configuration.rules.policy = policy
        configuration.forgotPasswordAnswerTime = .milliseconds(forgotPasswordAnswerMs)
        configuration.passwordResetLimits.forgotPasswordPerAddress.count = forgotPasswordPerAddress
        configuration.passwordResetLimits.forgotPasswordPerAddressFromAnyClient.count =
            forgotPasswordPerAddressFromAnyClient
        configuration.passwordResetLimits.forgotPasswordPerClient.count = forgotPasswordPerClient
        configuration.passwordResetLimits.tokenGuessesPerClient.count = resetTokenGuessesPerClient
        configuration.passwordResetLimits.loginFailuresPerAddress.count = loginFailuresPerAddress
        configuration.passwordResetLimits.loginFailuresPerAddressFromAnyClient.count =
            loginFailuresPerAddressFromAnyClient
        configuration.passwordResetLimits.loginFailuresPerClient.count = loginFailuresPerClient
        if !tokens.isEmpty {
            configuration.tokens = BearerTokens(Dictionary(tokens.compactMap(Self.tokenPair)) { _, last in last })
        }
        let outbox = ResetCodeOutbox { message in Self.say("outbox: \(message.account) \(message.code)") }
        let server = try ReferenceServer(configuration: configuration, outbox: outbox)
        let host = host
        let testMode = testMode
        if exitWhenStdinCloses {
            // The parent holds the pipe's write end; when it exits, for whatever reason, reads end and so do we.
            Thread.detachNewThread {
                while !FileHandle.standardInput.availableData.isEmpty {}
                kill(getpid(), SIGTERM)
            }
        }
        try await server.runUntilSignalled { port in
            Self.say("lockharness-server listening on http://\(host):\(port)\(testMode ? " (test mode)" : "")")
        }
    }

    /// `TOKEN=ACCOUNT` split at the first `=`, nil when either side is empty.
    static func tokenPair(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let token = String(text[..<equals])
        let account = String(text[text.index(after: equals)...])
        return token.isEmpty || account.isEmpty ? nil : (token, account)
    }

    /// Queues a line for standard output (``OutputLines``: written at once by a thread of its own, never blocking
    /// a request and never fatal; dropped and counted when nobody reads the pipe, dropped when it is closed).
    static func say(_ line: String) { OutputLines.standardOutput.write(line) }

    /// Writes a line to standard error the same way, and waits (at most a second) until it is out: the warnings
    /// come before an exit or before the server starts.
    static func warn(_ line: String) {
        OutputLines.standardError.write(line)
        OutputLines.standardError.flush()
    }
}
