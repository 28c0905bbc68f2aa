import LockFlows
import Synchronization

/// A scope's sent mail (`GET /test/outbox`): passcode reset codes and password-reset links, oldest first.
public final class TestModeMailbox: Sendable {
    private let messages = Mutex<[TestOutbox.Message]>([])

    /// An empty mailbox.
    public init() {}

    /// Every message, oldest first.
    public var outbox: TestOutbox { TestOutbox(messages: messages.withLock { $0 }) }

    func append(_ message: TestOutbox.Message) { messages.withLock { $0.append(message) } }
}
