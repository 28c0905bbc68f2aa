/// A clock that moves only when told to, so a 15-minute timeout is tested in microseconds.
///
/// ```swift
/// var clock = VirtualClock()
/// clock.advance(by: .seconds(16 * 60))      // all three clocks move
/// clock.shiftWallClock(by: .seconds(-3600)) // the user sets the date back an hour
/// clock.sleep(for: .seconds(600))           // continuous and wall move, suspending does not
/// clock.reboot(downtime: .seconds(30))      // new boot id, monotonic clocks restart at zero
/// ```
///
/// It is a value: copy it to fork a timeline.
public struct VirtualClock: Sendable, Hashable, Codable, ClockSource {
    /// The current reading.
    public private(set) var reading: ClockReading
    /// How many boots have happened (the current boot is `.virtual(bootCount)`).
    public private(set) var bootCount: Int

    /// A clock at `start` (default: ``ClockReading/virtualStart``).
    public init(start: ClockReading = .virtualStart) {
        self.reading = start
        self.bootCount = 1
    }

    /// The current reading.
    public func now() -> ClockReading { reading }

    /// Moves every clock forward by `duration` (which must not be negative: monotonic time never goes back).
    public mutating func advance(by duration: Duration) {
        precondition(duration >= .zero, "VirtualClock.advance(by:) takes a non-negative duration")
        reading.continuous = reading.continuous + duration
        reading.suspending = reading.suspending + duration
        reading.wall = reading.wall + duration
    }

    /// Sets the wall clock to `date`, as a user or NTP would; monotonic time is unaffected.
    public mutating func setWallClock(to date: WallClockInstant) { reading.wall = date }

    /// Moves the wall clock by `offset` (negative sets it back); monotonic time is unaffected.
    public mutating func shiftWallClock(by offset: Duration) { reading.wall = reading.wall + offset }

    /// The device sleeps for `duration`: continuous and wall time move, suspending time does not.
    public mutating func sleep(for duration: Duration) {
        precondition(duration >= .zero, "VirtualClock.sleep(for:) takes a non-negative duration")
        reading.continuous = reading.continuous + duration
        reading.wall = reading.wall + duration
    }

    /// The device reboots: a new boot id, monotonic clocks restart at zero, the wall clock moves by `downtime`.
    public mutating func reboot(downtime: Duration = .zero) {
        bootCount += 1
        reading = ClockReading(
            continuous: .zero, suspending: .zero, wall: reading.wall + downtime, boot: .virtual(bootCount))
    }
}
