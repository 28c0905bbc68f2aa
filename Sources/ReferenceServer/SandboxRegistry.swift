import Synchronization

/// The test-mode sandboxes of one server, by id.
final class SandboxRegistry: Sendable {
    private let scopes = Mutex<[String: ServerScope]>([:])

    /// The sandbox `id`, if it exists.
    subscript(id: String) -> ServerScope? { scopes.withLock { $0[id] } }

    /// Adds `scope` unless `limit` sandboxes exist already; false when full.
    func add(_ scope: ServerScope, limit: Int) -> Bool {
        scopes.withLock {
            guard $0.count < limit else { return false }
            $0[scope.id] = scope
            return true
        }
    }
}
