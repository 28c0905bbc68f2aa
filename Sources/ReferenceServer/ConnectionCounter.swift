import Synchronization

/// The open connections, shared by every connection's ``ConnectionLimitHandler``. A new connection is admitted
/// while fewer than ``limit`` are open in all, fewer than ``perClientLimit`` from its client's network (its /24 for
/// IPv4, its /64 for IPv6: see ``ClientAddress/network(of:)``, since one host commonly holds a whole /64 and a few
/// neighbouring IPv4 addresses cost an attacker little), and, once that network holds ``guaranteed`` connections,
/// only while more than ``reserved`` connections are free. The reserve is for networks holding fewer than
/// ``guaranteed``: so the networks that hold many connections can never take the last ``reserved`` slots, and a new
/// client is served until `reserved / guaranteed` further networks (each at ``guaranteed``) have taken them too.
/// With the defaults (256 in all, 64 per network, 32 reserved, 4 guaranteed), filling the server takes 4 networks
/// for the 224 unreserved slots and 8 more for the reserve: 12 distinct /24 (or /64) networks, not four addresses.
/// ```swift
/// let counter = ConnectionCounter(limit: 256, perClientLimit: 64, reserved: 32, guaranteed: 4)
/// counter.admit(client: "10.0.0.7")  // .admitted, until 10.0.0.0/24 holds 64, or holds 4 and only 32 are free
/// ```
final class ConnectionCounter: Sendable {
    /// What ``admit(client:)`` decided.
    enum Admission: Equatable {
        /// Counted; call ``release(client:)`` when the connection closes.
        case admitted
        /// ``limit`` connections are open.
        case serverFull
        /// ``perClientLimit`` connections of this client's network are open.
        case clientFull
        /// The client's network holds ``guaranteed`` or more and only the reserve is free.
        case reserveOnly
    }

    private struct Counts {
        var total = 0
        var byNetwork: [String: Int] = [:]
    }

    /// The most connections open at once.
    let limit: Int
    /// The most connections one client network (IPv4 /24, IPv6 /64) may have open at once.
    let perClientLimit: Int
    /// Connections kept free for networks holding fewer than ``guaranteed``.
    let reserved: Int
    /// How many connections a network may hold and still take a reserved one.
    let guaranteed: Int
    private let counts = Mutex(Counts())

    /// A counter admitting at most `limit` connections at once, at most `perClientLimit` per client network, and
    /// keeping `reserved` of them for networks holding fewer than `guaranteed`.
    init(limit: Int, perClientLimit: Int, reserved: Int = 0, guaranteed: Int = 1) {
        self.limit = limit
        self.perClientLimit = perClientLimit
        self.reserved = reserved
        self.guaranteed = guaranteed
    }

    /// How many connections are counted now.
    var open: Int { counts.withLock { $0.total } }

    /// Counts a new connection of `client` (an address as ``ClientAddress/key(of:)`` gives it) if there is room.
    func admit(client: String) -> Admission {
        let network = ClientAddress.network(of: client)
        return counts.withLock { counts in
            let mine = counts.byNetwork[network, default: 0]
            guard mine < perClientLimit else { return .clientFull }
            guard counts.total < limit else { return .serverFull }
            guard mine < guaranteed || limit - counts.total > reserved else { return .reserveOnly }
            counts.total += 1
            counts.byNetwork[network] = mine + 1
            return .admitted
        }
    }

    /// Uncounts an admitted connection of `client` that has closed.
    func release(client: String) {
        let network = ClientAddress.network(of: client)
        counts.withLock { counts in
            counts.total -= 1
            let mine = counts.byNetwork[network, default: 1] - 1
            counts.byNetwork[network] = mine > 0 ? mine : nil
        }
    }
}
