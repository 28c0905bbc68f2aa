import Synchronization

/// Work a route does after it has answered, one job at a time in the order enqueued: forgot-password issues the
/// token and sends the email here, so the answer takes the same time whether the address has an account (a
/// database write and an email) or not (nothing to do).
///
/// A job is enqueued when the request is accepted and starts once its ``AnswerSent`` fires (the answer's last
/// byte written), so it neither delays nor competes with its own answer. ``drain()`` waits for every job enqueued
/// before the call: `GET /test/outbox` drains its scope's queue first, so a test that asked for a reset link and
/// then reads the outbox finds it, however the two requests' threads were scheduled.
/// ```swift
/// let queue = AfterAnswerQueue()
/// let sent = AnswerSent()
/// queue.enqueue(after: sent) { await send(email) }
/// sent.fire()          // the answer is out
/// await queue.drain()  // the email has been sent
/// ```
final class AfterAnswerQueue: Sendable {
    private let tail = Mutex<Task<Void, Never>?>(nil)

    /// An empty queue.
    init() {}

    /// Runs `job` once `answer` has fired and every job enqueued before it has finished.
    func enqueue(after answer: AnswerSent, _ job: @escaping @Sendable () async -> Void) {
        let signal = answer.signal
        tail.withLock { tail in
            let previous = tail
            tail = Task {
                await signal.wait()
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
