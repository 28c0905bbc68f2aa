import LockFlows
import Synchronization

/// A scope's injected faults: per route path, a queue of faults, each for its next `count` calls.
public final class FaultTable: Sendable {
    /// One queued fault with the calls it still applies to.
    struct Entry: Sendable {
        var fault: InjectFaultRequest
        var remaining: Int
    }

    private let queues = Mutex<[String: [Entry]]>([:])

    /// No faults.
    public init() {}

    /// Queues `fault` for its next `count` calls; returns how many faulty calls the route now has queued.
    func inject(_ fault: InjectFaultRequest, count: Int) -> Int {
        queues.withLock { queues in
            queues[fault.route, default: []].append(Entry(fault: fault, remaining: count))
            return queues[fault.route, default: []].reduce(0) { $0 + $1.remaining }
        }
    }

    /// Removes every fault (all routes, or only `route`).
    func clear(route: String? = nil) {
        queues.withLock { queues in
            if let route { queues[route] = nil } else { queues.removeAll() }
        }
    }

    /// The fault for this call to `route`, if one is queued (using up one of its calls).
    func take(route: String) -> InjectFaultRequest? {
        queues.withLock { queues in
            guard var queue = queues[route], !queue.isEmpty else { return nil }
            let fault = queue[0].fault
            queue[0].remaining -= 1
            if queue[0].remaining <= 0 { queue.removeFirst() }
            queues[route] = queue.isEmpty ? nil : queue
            return fault
        }
    }
}
