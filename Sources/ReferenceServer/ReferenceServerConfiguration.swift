import Foundation
import LockCore
import LockFlows

/// How a ``ReferenceServer`` listens, stores and limits requests.
public struct ReferenceServerConfiguration: Sendable {
    /// Bind host; loopback by default.
    public var host = "127.0.0.1"
    /// Bind port; 0 picks an ephemeral port (``RunningReferenceServer/port`` tells which).
    public var port = 0
    /// SQLite file; nil keeps the database in memory.
    public var databasePath: String?
    /// Bearer tokens and the accounts they identify.
    public var tokens = BearerTokens.development
    /// The largest request body accepted, in bytes (larger gets 413).
    public var maxBodyBytes = 16 * 1024
    /// A connection that sends no complete request part for this long is closed. This is the guard against
    /// the header hang (a request whose head never parses, e.g. a NUL byte in a header value, used to
    /// hold the connection open forever).
    public var idleTimeout: Duration = .seconds(15)
    /// Largest single header field, in bytes.
    public var maxHeaderFieldBytes = 8 * 1024
    /// Largest header block, in bytes.
    public var maxHeaderListBytes = 16 * 1024
    /// Most header fields in one request.
    public var maxHeaderFieldCount = 100
    /// The whole request body must have arrived this long after the request head; past it the request gets 408
    /// with a JSON body and the connection is closed (the idle timeout alone restarts on every byte).
    public var bodyDeadline: Duration = .seconds(10)
    /// The most connections open at once; one more gets 503 (JSON body, `Retry-After`, `Connection: close`) and
    /// is closed.
    public var maxConnections = 256
    /// The most connections one client network (the client's IPv4 /24 or IPv6 /64) may have open at once, so a
    /// few neighbouring addresses cannot take all of ``maxConnections``: one more from that network gets 429 (JSON
    /// body, `Retry-After`, `Connection: close`) and is closed, while other clients are still served. A quarter of
    /// ``maxConnections`` by default. Behind a reverse proxy every client has the proxy's address and shares this.
    public var maxConnectionsPerClient = 64
    /// Connections kept for client networks holding fewer than ``guaranteedConnectionsPerClient``: a network that
    /// holds more gets 429 once only these are free, so networks holding many connections never take the last
    /// ones, and filling the server takes `maxConnections - reserved` over ``maxConnectionsPerClient`` networks plus
    /// `reserved / guaranteed` more (4 + 8 = 12 networks with the defaults).
    public var reservedConnections = 32
    /// How many connections a client network may hold and still be given a reserved one.
    public var guaranteedConnectionsPerClient = 4
    /// The passcode rules: policy, guess cap, reset-code lifetime, tries and rate limits. The seed policy by
    /// default (what scenarios and the in-process backend use); the `lockharness-server` executable defaults to
    /// the hardened policy.
    public var rules = PasscodeServerRules()
    /// How long after its arrival forgot-password answers, whatever the address (issue 38): the token and email
    /// are issued at once off the request path, and the answer waits for this deadline, so the time tells nothing
    /// about the account, under any load that leaves the work shorter than the deadline (about 1 ms at rest).
    /// `.zero` answers at once, the work starting after the answer (the timing then depends on the load).
    public var forgotPasswordAnswerTime: Duration = .milliseconds(50)

    /// Test mode (`--test-mode`): the `/test` routes (sandboxes, outbox, clock, faults) and the
    /// `X-LockHarness-Sandbox` header. Off by default; the server refuses to start it on a non-loopback host.
    public var testMode = false
    /// Seed 002's password-reset rules: token lifetime, single use, revocation, sign-out, password rule.
    public var passwordResetPolicy = PasswordResetBackendPolicy.hardened
    /// Rate limits of seed 002's routes: forgot-password per address and per client, reset-token guesses per
    /// client (429 with `Retry-After`).
    public var passwordResetLimits = PasswordResetLimits()
    /// Test mode: how sandbox users' passwords are hashed. A sandbox is throwaway test data created once per
    /// scenario case, so it gets a cheap PBKDF2 (the in-process backend's cost) instead of the policy's 600,000
    /// rounds; the default scope keeps ``passwordResetPolicy``'s verifier.
    public var sandboxPasswordVerifier = PasscodeVerifier.pbkdf2SHA256(rounds: 1000)
    /// Test mode: the most sandboxes alive at once; creating one more retires the oldest (see `SandboxRegistry`).
    public var maxSandboxes = 10_000
    /// Test mode: how long a `hang` fault holds a request before dropping the connection.
    public var hangLimit: Duration = .seconds(60)

    /// The defaults: loopback, ephemeral port, in-memory database, the development token.
    public init() {}
}
