/// How long the app may stay in the background before it locks, validated to 0 s ... 24 h.
///
/// The seeds store it in whole minutes (`passcodeTimeoutMinutes`, default 15); Stage 04's
/// 5-second grace period needs seconds, so the value is a `Duration`.
public struct LockTimeout: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The allowed range.
    public static let range: ClosedRange<Duration> = .zero ... .seconds(24 * 60 * 60)
    /// The allowed range in whole minutes (0...1440), as the seeds' settings and API carry the timeout.
    ///
    /// The one place that knows the minute range: the service, the backends and the scenario files all check
    /// minutes through ``init(minutes:field:)`` (or name this range in their messages).
    public static let minuteRange: ClosedRange<Int> = 0...Int(range.upperBound.components.seconds / 60)
    /// The allowed range in whole seconds (0...86400).
    public static let secondRange: ClosedRange<Int> = 0...Int(range.upperBound.components.seconds)
    /// The seeds' default, 15 minutes.
    public static let seedDefault = LockTimeout(unchecked: .seconds(15 * 60))

    /// The timeout.
    public let duration: Duration
    /// The timeout in whole nanoseconds, rounded up (so `elapsed >= nanoseconds` for a whole number of nanoseconds
    /// is `elapsed >= duration`), for the coordinator's integer comparisons: a `Duration` is 128-bit attoseconds,
    /// and converting one costs more than the whole lock decision.
    public let nanoseconds: Int64

    private init(unchecked duration: Duration) {
        self.duration = duration
        let whole = duration.nanosecondsClamped
        self.nanoseconds = duration > .nanoseconds(whole) ? whole + 1 : whole
    }

    /// A timeout of `duration`, refused outside ``range``.
    public init(_ duration: Duration, field: String = "timeout") throws(LockConfigurationError) {
        guard Self.range.contains(duration) else {
            throw LockConfigurationError(
                field: field, value: "\(duration)",
                expected: "a duration from 0 seconds to 24 hours (\(Self.minuteRange.upperBound) minutes)")
        }
        self.init(unchecked: duration)
    }

    /// A timeout in whole minutes, as the seeds' settings and API carry it, refused outside ``minuteRange``.
    public init(minutes: Int, field: String = "timeoutMinutes") throws(LockConfigurationError) {
        try LockConfigurationError.check(minutes, in: Self.minuteRange, field: field)
        self.init(unchecked: .seconds(minutes * 60))
    }

    /// A timeout in whole seconds, refused outside ``secondRange``.
    public init(seconds: Int, field: String = "timeoutSeconds") throws(LockConfigurationError) {
        try LockConfigurationError.check(seconds, in: Self.secondRange, field: field)
        self.init(unchecked: .seconds(seconds))
    }

    /// Whole minutes, rounded down, as the seeds' API carries it.
    public var wholeMinutes: Int { Int(duration.components.seconds / 60) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.duration < rhs.duration }

    public var description: String { "\(duration)" }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        try self.init(try container.decode(Duration.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(duration)
    }
}
