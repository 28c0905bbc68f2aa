import Synchronization

/// One scope's rate-limit counts for the `/v1` routes (``PasswordResetLimits``), in memory: a sliding window
/// (``SlidingWindowLog``) per counted thing, such as one client's forgot-password requests, so a limit holds over
/// every span of its window's length.
///
/// ``admit(_:at:)`` checks and counts in one step under a lock, so concurrent requests cannot slip past a limit.
/// Windows that have passed are dropped now and then (when the table has doubled since the last sweep), so the
/// table holds about the things counted in the last window.
final class RequestLimiter: Sendable {
    /// A counted thing: which count (`"forgot-password/address"`) and whose (the address, the client).
    struct Key: Hashable, Sendable {
        /// The count's name.
        let count: String
        /// Whose count it is.
        let owner: String
    }

    private struct Entry {
        var window: SlidingWindowLog
        let length: Duration
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var sweepAt = 1024
    }

    private let state = Mutex(State())

    /// An empty table.
    init() {}

    /// Counts one event against each of `checks` at `now`, unless one of them is at its limit: then nothing is
    /// counted and the longest wait among the full ones is returned.
    func admit(_ checks: [(key: Key, limit: RateLimit)], at now: Duration) -> Duration? {
        state.withLock { state in
            var longest: Duration?
            for (key, limit) in checks {
                guard let entry = state.entries[key],
                    let wait = entry.window.wait(at: now, limit: limit.count, length: limit.window)
                else { continue }
                longest = max(longest ?? wait, wait)
            }
            if let longest { return longest }
            for (key, limit) in checks {
                state.entries[key, default: Entry(window: SlidingWindowLog(), length: limit.window)].window
                    .record(at: now, length: limit.window)
            }
            if state.entries.count >= state.sweepAt {
                state.entries = state.entries.filter { $0.value.window.isLive(at: now, length: $0.value.length) }
                state.sweepAt = max(1024, state.entries.count * 2)
            }
            return nil
        }
    }

    /// Takes back one event ``admit(_:at:)`` counted for `key` (the request turned out not to count).
    func uncount(_ key: Key, limit: RateLimit, at now: Duration) {
        state.withLock { $0.entries[key]?.window.uncount(at: now, length: limit.window) }
    }
}
