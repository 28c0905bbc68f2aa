import Synchronization

/// A ``VirtualClock`` that several collaborators read (a backend checking code expiry, a sensor computing a
/// lockout) while one owner moves it. Reading is a lock and a copy; there are no waits or timers.
public final class SharedVirtualClock: ClockSource {
    private let clock: Mutex<VirtualClock>

    /// A shared clock starting at `start`.
    public init(_ start: VirtualClock = VirtualClock()) { clock = Mutex(start) }

    public func now() -> ClockReading { clock.withLock { $0.reading } }

    /// Changes the clock (advance, set the wall clock, sleep, reboot) and returns the new reading.
    @discardableResult
    public func update(_ change: (inout VirtualClock) -> Void) -> ClockReading {
        clock.withLock { value in
            change(&value)
            return value.reading
        }
    }
}
