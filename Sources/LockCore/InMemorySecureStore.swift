import Synchronization

/// A secure store that lives in memory, for tests and simulated sessions.
public final class InMemorySecureStore: SecureStore {
    private let storage: Mutex<[SecureStoreKey: String]>

    /// A store holding `initial`.
    public init(_ initial: [SecureStoreKey: String] = [:]) { storage = Mutex(initial) }

    public func contents() throws -> [SecureStoreKey: String] { storage.withLock { $0 } }

    public func string(for key: SecureStoreKey) throws -> String? { storage.withLock { $0[key] } }

    public func update(_ change: (inout [SecureStoreKey: String]) throws -> Void) throws {
        try storage.withLock { current in
            var next = current
            try change(&next)
            current = next
        }
    }
}
