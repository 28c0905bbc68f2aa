import LockFlows
import Synchronization

/// One scope's rate-limit counts for the `/v1` routes (`PasswordResetLimits`), in memory: the `RequestCounts` value
/// behind a lock, so that checking and counting a request is one step however many requests arrive at once.
final class RequestLimiter: Sendable {
    private let counts = Mutex(RequestCounts())

    /// An empty table.
    init() {}

    /// Reads and changes the counts under the lock.
    func withCounts<T>(_ body: (inout RequestCounts) -> T) -> T {
        counts.withLock { body(&$0) }
    }

    /// Counts one event against each of `checks` at `now`, unless one of them is at its limit: then nothing is
    /// counted and the longest wait among the full ones is returned.
    func admit(_ checks: [(key: RequestCounts.Key, limit: RateLimit)], at now: Duration) -> Duration? {
        withCounts { $0.admit(checks, at: now) }
    }

    /// Takes back one event ``admit(_:at:)`` counted for `key` (the request turned out not to count).
    func uncount(_ key: RequestCounts.Key, limit: RateLimit, at now: Duration) {
        withCounts { $0.uncount(key, limit: limit, at: now) }
    }
}
