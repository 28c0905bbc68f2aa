/// Injected faults waiting for their calls: per route path, a queue of faults, each for its next `count` calls, in
/// the order injected. The one fault table of every backend: the reference server's scopes (`POST /test/faults`)
/// and the in-process backends keep their faults in one of these.
public struct FaultQueue: Sendable, Hashable {
    /// One queued fault with the calls it still applies to.
    struct Entry: Sendable, Hashable {
        var fault: InjectFaultRequest
        var remaining: Int
    }

    private var queues: [String: [Entry]] = [:]

    /// No faults.
    public init() {}

    /// Queues `fault` for its next `count` calls; returns how many faulty calls its route now has queued.
    public mutating func inject(_ fault: InjectFaultRequest, count: Int) -> Int {
        queues[fault.route, default: []].append(Entry(fault: fault, remaining: count))
        return queues[fault.route, default: []].reduce(0) { $0 + $1.remaining }
    }

    /// Removes every fault (of all routes, or only of `route`).
    public mutating func clear(route: String? = nil) {
        if let route { queues[route] = nil } else { queues.removeAll() }
    }

    /// The fault for this call to `route`, if one is queued (using up one of its calls).
    public mutating func take(route: String) -> InjectFaultRequest? {
        guard var queue = queues[route], !queue.isEmpty else { return nil }
        let fault = queue[0].fault
        queue[0].remaining -= 1
        if queue[0].remaining <= 0 { queue.removeFirst() }
        queues[route] = queue.isEmpty ? nil : queue
        return fault
    }
}
