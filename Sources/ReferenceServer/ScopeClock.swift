import LockCore
import Synchronization

/// A scope's clock in test mode: it follows a base clock (plus an offset) until `PUT /test/clock` pins it; a
/// sandbox's clock is pinned from the start, so it only moves when told (per sandbox, so cases at different virtual
/// times do not interfere). Only the wall time is pinned or offset: the server reads nothing else (its codes,
/// tokens and rate windows are stored as wall-clock instants, which outlive a restart), so the monotonic
/// instants and the boot are the base clock's.
public final class ScopeClock: ClockSource {
    private enum State {
        case following(offset: Duration)
        case pinned(WallClockInstant)
    }

    private let base: any ClockSource
    private let state: Mutex<State>

    /// A clock following `base`.
    public init(following base: any ClockSource) {
        self.base = base
        state = Mutex(.following(offset: .zero))
    }

    /// A clock pinned at `start`.
    public init(pinnedAt start: WallClockInstant, base: any ClockSource = LiveClock()) {
        self.base = base
        state = Mutex(.pinned(start))
    }

    /// The current reading of the scope: the base's, with the scope's wall time.
    public func now() -> ClockReading {
        var reading = base.now()
        state.withLock {
            switch $0 {
            case .following(let offset): reading.wall = reading.wall + offset
            case .pinned(let instant): reading.wall = instant
            }
        }
        return reading
    }

    /// Pins the wall clock at `instant` (it may move back).
    public func set(_ instant: WallClockInstant) { state.withLock { $0 = .pinned(instant) } }

    /// Moves the wall clock forward by `duration`.
    public func advance(by duration: Duration) {
        state.withLock {
            switch $0 {
            case .following(let offset): $0 = .following(offset: offset + duration)
            case .pinned(let instant): $0 = .pinned(instant + duration)
            }
        }
    }
}
