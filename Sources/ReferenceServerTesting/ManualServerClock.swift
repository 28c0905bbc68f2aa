import LockCore
import Synchronization

/// A clock that only moves when told to, for tests of reset-code expiry: the server reads only the wall time, so
/// the monotonic instants stay at zero.
public final class ManualServerClock: ClockSource {
    private let current: Mutex<WallClockInstant>

    /// A clock reading `start`.
    public init(start: WallClockInstant = WallClockInstant(secondsSince1970: 1_800_000_000)) { current = Mutex(start) }

    /// The time the clock was last moved to.
    public func now() -> ClockReading {
        ClockReading(continuous: .zero, suspending: .zero, wall: current.withLock { $0 }, boot: .virtual(1))
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) { current.withLock { $0 = $0 + .seconds(seconds) } }
}
