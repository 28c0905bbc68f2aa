import Crypto
import LockCore

/// The one live reset code of an account, as the server keeps it: never the code itself, only its digest.
///
/// Times are on the backend's clock, as a duration since that clock's origin (the in-process backend's
/// monotonic clock, the reference server's seconds since 1970); ``PasscodeServerRules`` only compares them.
public struct PendingResetCode: Sendable, Hashable {
    /// Hex SHA-256 of the six-digit code.
    public var digest: String
    /// The first instant at which the code no longer works.
    public var expiresAt: Duration
    /// Wrong codes tried against this one so far.
    public var wrongTries: Int

    /// A pending code from its parts.
    public init(digest: String, expiresAt: Duration, wrongTries: Int = 0) {
        self.digest = digest
        self.expiresAt = expiresAt
        self.wrongTries = wrongTries
    }

    /// The digest stored for `code`.
    public static func digest(of code: String) -> String {
        SHA256.hash(data: Array(code.utf8)).withUnsafeBytes { Hex.encode($0) }
    }

    /// Whether `code` is this one (constant time in the digest).
    public func matches(_ code: String) -> Bool { ConstantTime.equal(Self.digest(of: code), digest) }
}
