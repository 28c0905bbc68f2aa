import Foundation
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
    /// The passcode rules: guess cap, reset-code lifetime and tries (the seeds' server by default).
    public var rules = PasscodeServerRules()

    /// The defaults: loopback, ephemeral port, in-memory database, the development token.
    public init() {}
}
