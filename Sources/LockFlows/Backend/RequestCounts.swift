/// Rate-limit counts in memory, as a value: a sliding window (``SlidingWindowLog``) per counted thing, such as one
/// client's forgot-password requests, so a limit holds over every span of its window's length. The in-process
/// backend keeps one; the reference server keeps one per scope behind a lock (its `RequestLimiter`), so that
/// ``admit(_:at:)``'s check and count are one step for concurrent requests.
///
/// Windows that have passed are dropped now and then (when the table has doubled since the last sweep), so the
/// table holds about the things counted in the last window.
/// ```swift
/// var counts = RequestCounts()
/// let key = RequestCounts.Key(count: "reset-token-guesses/client", owner: "203.0.113.7")
/// counts.admit([(key, RateLimit(count: 1, window: .seconds(900)))], at: .zero)           // nil: counted
/// counts.admit([(key, RateLimit(count: 1, window: .seconds(900)))], at: .seconds(100))  // 800 s to wait
/// ```
public struct RequestCounts: Sendable, Hashable {
    /// A counted thing: which count (`"forgot-password/address"`) and whose (the address, the client).
    public struct Key: Sendable, Hashable {
        /// The count's name.
        public let count: String
        /// Whose count it is.
        public let owner: String

        /// The count `count` of `owner`.
        public init(count: String, owner: String) {
            self.count = count
            self.owner = owner
        }
    }

    private struct Entry: Sendable, Hashable {
        var window: SlidingWindowLog
        let length: Duration
    }

    private var entries: [Key: Entry] = [:]
    private var sweepAt = 1024

    /// No counts.
    public init() {}

    /// Counts one event against each of `checks` at `now`, unless one of them is at its limit: then nothing is
    /// counted and the longest wait among the full ones is returned.
    public mutating func admit(_ checks: [(key: Key, limit: RateLimit)], at now: Duration) -> Duration? {
        var longest: Duration?
        for (key, limit) in checks {
            guard let entry = entries[key],
                let wait = entry.window.wait(at: now, limit: limit.count, length: limit.window)
            else { continue }
            longest = max(longest ?? wait, wait)
        }
        if let longest { return longest }
        for (key, limit) in checks {
            entries[key, default: Entry(window: SlidingWindowLog(), length: limit.window)].window
                .record(at: now, length: limit.window)
        }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.window.isLive(at: now, length: $0.value.length) }
            sweepAt = max(1024, entries.count * 2)
        }
        return nil
    }

    /// Takes back one event ``admit(_:at:)`` counted for `key` (the request turned out not to count).
    public mutating func uncount(_ key: Key, limit: RateLimit, at now: Duration) {
        entries[key]?.window.uncount(at: now, length: limit.window)
    }
}
