import Foundation

/// A `/v1` request the server refuses: the HTTP status and the `{"detail": "..."}` body seed 002's
/// `PasswordResetService` decodes.
///
/// ``PasswordResetServerRules`` answers with these; the reference server sends them as they are, and the in-process
/// backend reads them as the seed's client reads the same answer over HTTP (the route's
/// ``PasswordResetErrorMapping``), so both backends speak the same statuses and words.
///
/// One refusal needs more than a string: an unknown, used or revoked token on reset-password. The seed's client maps
/// a 400 to `invalidToken` only when the body does not decode as `[String: String]`, so that answer carries
/// `"valid": false` beside `detail` (``invalidToken``, ``marksTokenInvalid``).
public struct PasswordResetRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status (400, 401, 429, ...).
    public let status: Int
    /// The `detail` text.
    public let detail: String
    /// Whether the body also carries `"valid": false` (see the type's documentation).
    public let marksTokenInvalid: Bool
    /// For a 429 from a rate limit: how long until the request would be counted (the `Retry-After` header).
    public let retryAfter: Duration?

    /// A refusal from its parts.
    public init(status: Int, detail: String, marksTokenInvalid: Bool = false, retryAfter: Duration? = nil) {
        self.status = status
        self.detail = detail
        self.marksTokenInvalid = marksTokenInvalid
        self.retryAfter = retryAfter
    }

    /// 400 with `detail`.
    public static func badRequest(_ detail: String) -> Self { Self(status: 400, detail: detail) }

    /// A rate limit's 429: `detail`, and the wait until the request would be counted.
    public static func tooManyRequests(_ detail: String, wait: Duration) -> Self {
        Self(status: 429, detail: detail, retryAfter: wait)
    }

    /// reset-password's 400 for an unknown, used or revoked token (marked, so the seed reads `invalidToken`).
    public static let invalidToken = Self(
        status: 400, detail: PasswordResetServerRules.Message.invalidToken, marksTokenInvalid: true)
    /// verify-reset-token's 400 for an unknown, used or revoked token (the seed reads any refusal there as
    /// `invalidToken`).
    public static let invalidOrExpiredToken = badRequest(PasswordResetServerRules.Message.invalidOrExpiredToken)
    /// reset-password's 400 for an expired token ("expired", which the seed keys on).
    public static let tokenExpired = badRequest(PasswordResetServerRules.Message.tokenExpired)
    /// login's 401, for an unknown address and a wrong password alike.
    public static let invalidCredentials = Self(
        status: 401, detail: PasswordResetServerRules.Message.invalidCredentials)

    /// ``retryAfter`` in whole seconds, rounded up (never 0 while a wait remains).
    public var retryAfterSeconds: Int? { retryAfter?.wholeSecondsRoundedUp }

    /// The JSON body: `{"detail": ...}`, with `"valid": false` when ``marksTokenInvalid``.
    public var body: Data {
        var object: [String: any Sendable] = ["detail": detail]
        if marksTokenInvalid { object["valid"] = false }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
            ?? Data(#"{"detail":"error"}"#.utf8)
    }

    /// `"<status> <detail>"`.
    public var description: String { "\(status) \(detail)" }
}
