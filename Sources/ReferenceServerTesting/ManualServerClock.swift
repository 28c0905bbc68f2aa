import Foundation
import ReferenceServer
import Synchronization

/// A clock that only moves when told to, for tests of reset-code expiry.
public final class ManualServerClock: ServerClock {
    private let current: Mutex<Date>

    /// A clock reading `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = Mutex(start) }

    /// The time the clock was last moved to.
    public func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}
