import Synchronization

/// Work a route does after it has answered, one job at a time in the order enqueued: forgot-password issues the
/// token and sends the email here, so the answer takes the same time whether the address has an account (a
/// database write and an email) or not (nothing to do).
///
/// ``drain()`` waits for every job enqueued before the call: `GET /test/outbox` drains its scope's queue first, so
/// a test that asked for a reset link and then reads the outbox finds it.
/// ```swift
/// let queue = AfterAnswerQueue()
/// queue.enqueue { await send(email) }
/// await queue.drain()  // the email has been sent
/// ```
final class AfterAnswerQueue: Sendable {
    private let tail = Mutex<Task<Void, Never>?>(nil)

    /// An empty queue.
    init() {}

    /// Runs `job` after every job enqueued before it.
    func enqueue(_ job: @escaping @Sendable () async -> Void) {
        tail.withLock { tail in
            let previous = tail
            tail = Task {
                await previous?.value
                await job()
            }
        }
    }

    /// Returns once every job enqueued before the call has finished.
    func drain() async {
        let last = tail.withLock { $0 }
        await last?.value
    }
}
