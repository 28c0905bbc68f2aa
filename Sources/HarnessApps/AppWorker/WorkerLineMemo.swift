import HarnessScenarios
import Synchronization

/// Lines of the step protocol already encoded or decoded, by what they were made from: a run sends the same few
/// requests and gets the same few replies over and over (the same step, the same state after it), and
/// JSONEncoder/JSONDecoder were a quarter of a worker bench's samples under perf. Bounded: emptied when full.
final class WorkerLineMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: Value]>([:])
    private let limit: Int

    /// A memo of at most `limit` entries.
    init(limit: Int = 4_096) { self.limit = limit }

    /// The value kept for `key`, else `make()`'s (kept unless nil).
    func value(for key: Key, make: () -> Value?) -> Value? {
        if let known = entries.withLock({ $0[key] }) { return known }
        guard let made = make() else { return nil }
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made
    }
}
