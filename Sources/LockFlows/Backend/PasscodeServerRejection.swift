/// A request the passcode server refuses: an HTTP status and the message of the seed's `{"error": "..."}` body.
///
/// ``PasscodeServerRules`` answers with these; the in-process backend turns them into
/// ``PasscodeAPIError/server(status:message:)`` and the reference server into its HTTP error response, so
/// both speak the same statuses and words.
public struct PasscodeServerRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status (400, 403, 409, 429).
    public let status: Int
    /// The message, naming the offending field where there is one.
    public let message: String
    /// For a 429 from a rate limit: how long until the request would be accepted (the `Retry-After` header).
    public let retryAfter: Duration?

    /// A rejection from its parts.
    public init(status: Int, message: String, retryAfter: Duration? = nil) {
        self.status = status
        self.message = message
        self.retryAfter = retryAfter
    }

    /// ``retryAfter`` in whole seconds, rounded up (never 0 while a wait remains).
    public var retryAfterSeconds: Int? { retryAfter?.wholeSecondsRoundedUp }

    /// 400 with `message`.
    public static func badRequest(_ message: String) -> Self { Self(status: 400, message: message) }

    /// The error a client of the API sees.
    public var apiError: PasscodeAPIError { .server(status: status, message: message) }

    /// `"<status> <message>"`.
    public var description: String { "\(status) \(message)" }
}
