import Foundation
import Synchronization

/// A scope's wall clock in test mode: it follows a base clock (plus an offset) until `PUT /test/clock` pins it;
/// a sandbox's clock is pinned from the start, so it only moves when told (per sandbox, so cases at different
/// virtual times do not interfere).
public final class ScopeClock: ServerClock {
    private enum State {
        case following(offset: TimeInterval)
        case pinned(Date)
    }

    private let base: any ServerClock
    private let state: Mutex<State>

    /// A clock following `base`.
    public init(following base: any ServerClock) {
        self.base = base
        state = Mutex(.following(offset: 0))
    }

    /// A clock pinned at `start`.
    public init(pinnedAt start: Date, base: any ServerClock = SystemServerClock()) {
        self.base = base
        state = Mutex(.pinned(start))
    }

    /// The current time of the scope.
    public func now() -> Date {
        let base = base
        return state.withLock {
            switch $0 {
            case .following(let offset): base.now() + offset
            case .pinned(let date): date
            }
        }
    }

    /// Pins the clock at `date` (it may move back).
    public func set(_ date: Date) { state.withLock { $0 = .pinned(date) } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        state.withLock {
            switch $0 {
            case .following(let offset): $0 = .following(offset: offset + seconds)
            case .pinned(let date): $0 = .pinned(date + seconds)
            }
        }
    }
}
