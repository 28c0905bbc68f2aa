/// Everything a lock decision may want to know about "now", read at one moment.
///
/// - ``continuous`` counts time while the device sleeps (Linux `CLOCK_BOOTTIME`, Swift `ContinuousClock`).
/// - ``suspending`` stops while the device sleeps (Linux `CLOCK_MONOTONIC`, Swift `SuspendingClock`).
/// - ``wall`` is the settable calendar clock the seeds use (`Date()`).
/// - ``boot`` changes on every reboot; monotonic instants are only comparable within one boot.
public struct ClockReading: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Monotonic time including sleep.
    public var continuous: MonotonicInstant
    /// Monotonic time excluding sleep.
    public var suspending: MonotonicInstant
    /// Calendar time.
    public var wall: WallClockInstant
    /// The boot these monotonic instants belong to.
    public var boot: BootID

    /// A reading from its parts.
    public init(continuous: MonotonicInstant, suspending: MonotonicInstant, wall: WallClockInstant, boot: BootID) {
        self.continuous = continuous
        self.suspending = suspending
        self.wall = wall
        self.boot = boot
    }

    /// The reading of a fresh virtual clock: zero monotonic time, ``WallClockInstant/defaultStart``, boot 1.
    public static let virtualStart = ClockReading(
        continuous: .zero, suspending: .zero, wall: .defaultStart, boot: .virtual(1))

    public var description: String { "t=\(continuous) wall=\(wall) boot=\(boot)" }
}
