import Synchronization

/// The open connections, shared by every connection's ``ConnectionLimitHandler``: admits a new one only while
/// fewer than ``limit`` are open in all and fewer than ``perClientLimit`` from its client (its IP address, see
/// ``ClientAddress``), so one client cannot take every connection and starve the others.
/// ```swift
/// let counter = ConnectionCounter(limit: 256, perClientLimit: 64)
/// counter.admit(client: "10.0.0.7")  // .admitted, until 64 of 10.0.0.7's connections are open
/// ```
final class ConnectionCounter: Sendable {
    /// What ``admit(client:)`` decided.
    enum Admission: Equatable {
        /// Counted; call ``release(client:)`` when the connection closes.
        case admitted
        /// ``limit`` connections are open.
        case serverFull
        /// ``perClientLimit`` connections of this client are open.
        case clientFull
    }

    private struct Counts {
        var total = 0
        var byClient: [String: Int] = [:]
    }

    /// The most connections open at once.
    let limit: Int
    /// The most connections one client may have open at once.
    let perClientLimit: Int
    private let counts = Mutex(Counts())

    /// A counter admitting at most `limit` connections at once, at most `perClientLimit` of them per client.
    init(limit: Int, perClientLimit: Int) {
        self.limit = limit
        self.perClientLimit = perClientLimit
    }

    /// Counts a new connection of `client` if there is room.
    func admit(client: String) -> Admission {
        counts.withLock { counts in
            let mine = counts.byClient[client, default: 0]
            guard mine < perClientLimit else { return .clientFull }
            guard counts.total < limit else { return .serverFull }
            counts.total += 1
            counts.byClient[client] = mine + 1
            return .admitted
        }
    }

    /// Uncounts an admitted connection of `client` that has closed.
    func release(client: String) {
        counts.withLock { counts in
            counts.total -= 1
            let mine = counts.byClient[client, default: 1] - 1
            counts.byClient[client] = mine > 0 ? mine : nil
        }
    }
}
