extension InjectFaultRequest {
    /// Every path a fault may name: the seeds' routes (the passcode API's and seed 002's).
    public static let seedRoutes: Set<String> =
        Set(APIEndpoint.allCases.map(\.path))

    /// The number of calls the fault applies to, or the 400 naming what is wrong: `route` one of `routes`, `count`
    /// 1...1000, `status` 400...599, `retry_after_seconds` 0...86400, `latency_ms` 0...60000 (required for
    /// `latency`), `message` at most 1000 bytes. Every backend checks a fault this way before queueing it.
    public func validatedCount(routes: Set<String> = seedRoutes) -> Result<Int, PasscodeServerRejection> {
        guard routes.contains(route) else {
            return .failure(
                .badRequest(
                    "route must be one of the seeds' routes (\(routes.sorted().joined(separator: ", "))), not \(route)")
            )
        }
        let count = self.count ?? 1
        guard (1...1000).contains(count) else { return .failure(.badRequest("count must be between 1 and 1000")) }
        if let status, !(400...599).contains(status) {
            return .failure(.badRequest("status must be between 400 and 599"))
        }
        if let retryAfterSeconds, !(0...86_400).contains(retryAfterSeconds) {
            return .failure(.badRequest("retry_after_seconds must be between 0 and 86400"))
        }
        if kind == .latency, latencyMilliseconds == nil {
            return .failure(.badRequest("latency_ms is required for kind latency"))
        }
        if let latencyMilliseconds, !(0...60_000).contains(latencyMilliseconds) {
            return .failure(.badRequest("latency_ms must be between 0 and 60000"))
        }
        if let message, message.utf8.count > 1000 {
            return .failure(.badRequest("message must be at most 1000 bytes"))
        }
        return .success(count)
    }

    /// The status an error answer carries: 503 for ``Kind/unavailable``, else ``status`` (default 500).
    public var answerStatus: Int { kind == .unavailable ? 503 : status ?? 500 }

    /// The message an error answer carries (``message``, or a default naming the fault).
    public var answerMessage: String {
        message ?? (kind == .unavailable ? "Service unavailable (injected fault)" : "Injected fault")
    }

    /// What a passcode API client gets from a call this fault plays on, as an HTTP client sees it; nil for
    /// ``Kind/latency``, whose call is answered normally (late).
    public var passcodeAPIError: PasscodeAPIError? {
        switch kind {
        case .status, .unavailable: .server(status: answerStatus, message: answerMessage)
        case .reset: .transport("The network connection was lost.")
        case .hang: .timeout
        case .malformedJSON: .invalidResponse("\(route): the body is not JSON")
        case .latency: nil
        }
    }

    /// ``Kind/latency``'s delay (zero for the other kinds).
    public var latency: Duration { .milliseconds(kind == .latency ? latencyMilliseconds ?? 0 : 0) }
}
