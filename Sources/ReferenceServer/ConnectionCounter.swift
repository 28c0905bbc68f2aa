import Synchronization

/// The number of open connections, shared by every connection's ``ConnectionLimitHandler``: admits a new one
/// only while fewer than ``limit`` are open.
final class ConnectionCounter: Sendable {
    /// The most connections open at once.
    let limit: Int
    private let open = Mutex(0)

    /// A counter admitting at most `limit` connections at once.
    init(limit: Int) { self.limit = limit }

    /// Counts a new connection if there is room; false when `limit` are already open.
    func admit() -> Bool {
        open.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// Uncounts an admitted connection that has closed.
    func release() { open.withLock { $0 -= 1 } }
}
