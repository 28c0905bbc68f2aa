import Synchronization

/// The simulated email outbox: reset codes "sent" to accounts, kept in memory only.
///
/// The database holds only a code's SHA-256 digest; the plain code exists here, where a test (or the
/// `lockharness-server` log) reads it as a user would read the email.
public final class ResetCodeOutbox: Sendable {
    /// One sent email.
    public struct Message: Sendable, Equatable {
        /// The account the code was sent to.
        public let account: String
        /// The six-digit code.
        public let code: String
    }

    private let messages = Mutex<[Message]>([])
    private let onSend: @Sendable (Message) -> Void

    /// An empty outbox; `onSend` is called for every message (the CLI prints them).
    public init(onSend: @escaping @Sendable (Message) -> Void = { _ in }) { self.onSend = onSend }

    /// Every message sent, oldest first.
    public var sent: [Message] { messages.withLock { $0 } }

    /// The latest code sent to `account`, if any.
    public func latestCode(for account: String) -> String? {
        messages.withLock { $0.last { $0.account == account }?.code }
    }

    func send(code: String, to account: String) {
        let message = Message(account: account, code: code)
        messages.withLock { $0.append(message) }
        onSend(message)
    }
}
