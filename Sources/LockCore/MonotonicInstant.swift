/// A point on a monotonic clock, in nanoseconds since an arbitrary origin (boot, for real clocks).
///
/// Only instants from the same boot (same ``BootID``) can be compared meaningfully.
public struct MonotonicInstant: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Nanoseconds since the clock's origin.
    public var nanoseconds: Int64

    /// An instant `nanoseconds` after the origin.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The clock's origin.
    public static let zero = MonotonicInstant(nanoseconds: 0)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The instant `duration` later (saturating).
    public static func + (lhs: Self, rhs: Duration) -> Self {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanosecondsClamped)
        return MonotonicInstant(nanoseconds: overflow ? (rhs < .zero ? .min : .max) : sum)
    }

    /// The signed time from `rhs` to `lhs`.
    public static func - (lhs: Self, rhs: Self) -> Duration {
        .nanoseconds(lhs.nanoseconds &- rhs.nanoseconds)
    }

    public var description: String { "\(Duration.nanoseconds(nanoseconds))" }
}

extension Duration {
    /// This duration in whole nanoseconds (truncated toward zero), clamped to `Int64`.
    ///
    /// Read from the 128-bit attosecond count with one native division: `components` divides twice in software and
    /// cost more than a lock decision on every clock step.
    public var nanosecondsClamped: Int64 {
        let attoseconds = Int128(_high) << 64 | Int128(_low)
        return Int64(clamping: attoseconds / 1_000_000_000)
    }
}
