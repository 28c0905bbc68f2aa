import LockFlows
import Synchronization

/// A scope's injected faults (`POST /test/faults`): a `FaultQueue` (LockFlows, the one the in-process backends
/// keep too) behind a lock.
public final class FaultTable: Sendable {
    private let queue = Mutex(FaultQueue())

    /// No faults.
    public init() {}

    /// Queues `fault` for its next `count` calls; returns how many faulty calls the route now has queued.
    func inject(_ fault: InjectFaultRequest, count: Int) -> Int {
        queue.withLock { $0.inject(fault, count: count) }
    }

    /// Removes every fault (all routes, or only `route`).
    func clear(route: String? = nil) {
        queue.withLock { $0.clear(route: route) }
    }

    /// The fault for this call to `route`, if one is queued (using up one of its calls).
    func take(route: String) -> InjectFaultRequest? {
        queue.withLock { $0.take(route: route) }
    }
}
