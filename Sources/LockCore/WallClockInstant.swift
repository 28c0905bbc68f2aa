/// A wall-clock date in nanoseconds since 1970-01-01 00:00:00 UTC.
///
/// Wall-clock time can jump backwards or forwards (the user or NTP sets it), so the
/// `hardened` policy never measures lock timeouts with it.
public struct WallClockInstant: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Nanoseconds since the Unix epoch.
    public var nanosecondsSince1970: Int64

    /// A date `nanosecondsSince1970` after the Unix epoch.
    public init(nanosecondsSince1970: Int64) { self.nanosecondsSince1970 = nanosecondsSince1970 }

    /// A date `seconds` after the Unix epoch.
    public init(secondsSince1970 seconds: Int64) { self.nanosecondsSince1970 = seconds * 1_000_000_000 }

    /// 2026-01-01 00:00:00 UTC, the virtual clock's default start.
    public static let defaultStart = WallClockInstant(secondsSince1970: 1_767_225_600)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanosecondsSince1970 < rhs.nanosecondsSince1970 }

    /// The date `duration` later.
    public static func + (lhs: Self, rhs: Duration) -> Self {
        WallClockInstant(nanosecondsSince1970: lhs.nanosecondsSince1970 &+ rhs.nanosecondsClamped)
    }

    /// The signed time from `rhs` to `lhs`, as `Date().timeIntervalSince(...)` would report it.
    public static func - (lhs: Self, rhs: Self) -> Duration {
        .nanoseconds(lhs.nanosecondsSince1970 &- rhs.nanosecondsSince1970)
    }

    public var description: String { "wall+\(Duration.nanoseconds(nanosecondsSince1970))" }
}
