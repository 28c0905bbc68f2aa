import LocalAuthentication
import Synchronization

/// Replies collected from `evaluatePolicy(_:localizedReason:reply:)`.
final class Replies: Sendable {
    struct Reply: Sendable {
        var ok: Bool
        var code: LAError.Code?
    }

    private let storage = Mutex<[Reply]>([])

    func append(_ ok: Bool, _ error: (any Error)?) {
        storage.withLock { $0.append(Reply(ok: ok, code: (error as? LAError)?.code)) }
    }

    var all: [Reply] { storage.withLock { $0 } }
}
