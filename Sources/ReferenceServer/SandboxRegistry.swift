import Synchronization

/// The test-mode sandboxes of one server, by id, at most a fixed number alive at once.
///
/// A run of many scenario cases creates one sandbox per case, so the registry cannot refuse new ones: when it is
/// full, creating a sandbox retires the oldest (a case finished long ago when cases run a few at a time). A retired
/// sandbox's requests get the unknown-sandbox answer; its rows stay in the database file.
final class SandboxRegistry: Sendable {
    private struct State {
        var scopes: [String: ServerScope] = [:]
        var order: [String] = []
        var oldest = 0
    }

    private let state = Mutex(State())

    /// The sandbox `id`, if it is alive.
    subscript(id: String) -> ServerScope? { state.withLock { $0.scopes[id] } }

    /// How many sandboxes are alive.
    var count: Int { state.withLock { $0.scopes.count } }

    /// Adds `scope`; when `limit` sandboxes are alive already, retires the oldest first and returns its id.
    @discardableResult
    func add(_ scope: ServerScope, limit: Int) -> String? {
        state.withLock { state in
            var retired: String?
            if state.scopes.count >= max(1, limit) {
                let id = state.order[state.oldest]
                state.scopes[id] = nil
                state.oldest += 1
                retired = id
                if state.oldest > 4096 {  // drop the retired prefix now and then, not on every add
                    state.order.removeFirst(state.oldest)
                    state.oldest = 0
                }
            }
            state.scopes[scope.id] = scope
            state.order.append(scope.id)
            return retired
        }
    }
}
