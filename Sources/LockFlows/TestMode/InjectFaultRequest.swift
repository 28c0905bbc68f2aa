/// Body of `POST /test/faults`: the next `count` calls to `route` in the sandbox misbehave as `kind` says.
///
/// Faults queue per route in the order injected. `route` is a path of the seeds' API (`/api/auth/verify-passcode`,
/// `/v1/auth/forgot-password`, ...); an unknown route is a 400 naming it.
public struct InjectFaultRequest: Sendable, Hashable, Codable {
    /// How a faulty call misbehaves.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Answer `status` (400...599) with the route's error body carrying `message`
        /// (`{"error": ...}` on `/api/...`, `{"detail": ...}` on `/v1/...`).
        case status
        /// Answer 503 with `Retry-After: retry_after_seconds`.
        case unavailable
        /// Close the connection without a complete answer.
        case reset
        /// Never answer: the client's own timeout ends the call (the server drops the request after 60 s).
        case hang
        /// Answer 200 with a body that is not JSON.
        case malformedJSON = "malformed-json"
        /// Answer normally after `latency_ms` milliseconds.
        case latency
    }

    /// The route's path.
    public let route: String
    /// How the calls misbehave.
    public let kind: Kind
    /// How many calls (1...1000; default 1).
    public let count: Int?
    /// ``Kind/status``: the HTTP status.
    public let status: Int?
    /// ``Kind/status``: the error message.
    public let message: String?
    /// ``Kind/unavailable``: the Retry-After seconds (default 1).
    public let retryAfterSeconds: Int?
    /// ``Kind/latency``: the added delay in milliseconds.
    public let latencyMilliseconds: Int?

    enum CodingKeys: String, CodingKey {
        case route, kind, count, status, message
        case retryAfterSeconds = "retry_after_seconds"
        case latencyMilliseconds = "latency_ms"
    }

    /// A request from its fields.
    public init(
        route: String, kind: Kind, count: Int? = nil, status: Int? = nil, message: String? = nil,
        retryAfterSeconds: Int? = nil, latencyMilliseconds: Int? = nil
    ) {
        self.route = route
        self.kind = kind
        self.count = count
        self.status = status
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
        self.latencyMilliseconds = latencyMilliseconds
    }
}

/// Body of a 201 from `POST /test/faults`: how many faults are now queued for the route.
public struct InjectFaultResponse: Sendable, Hashable, Codable {
    /// The route.
    public let route: String
    /// Calls to it that will misbehave.
    public let queued: Int

    /// A response from its fields.
    public init(route: String, queued: Int) {
        self.route = route
        self.queued = queued
    }
}
