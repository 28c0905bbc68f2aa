/// Body of `PUT /test/clock`: sets the sandbox's wall clock (may move it back).
public struct SetTestClockRequest: Sendable, Hashable, Codable {
    /// The new time, seconds since 1970.
    public let now: Double

    /// A request for `now`.
    public init(now: Double) { self.now = now }
}

/// Body of `POST /test/clock/advance`: moves the sandbox's wall clock forward.
public struct AdvanceTestClockRequest: Sendable, Hashable, Codable {
    /// How far, in seconds (not negative).
    public let seconds: Double

    /// A request for `seconds`.
    public init(seconds: Double) { self.seconds = seconds }
}

/// Answer of the clock routes: the sandbox's time afterwards.
public struct TestClockResponse: Sendable, Hashable, Codable {
    /// Seconds since 1970.
    public let now: Double

    /// A response for `now`.
    public init(now: Double) { self.now = now }
}
