import Synchronization

/// The moment an answer has been sent, for work that must not start before it (``AfterAnswerQueue``).
///
/// The route's response body calls ``fire()`` once its last byte is written; if the response is dropped unwritten
/// (the connection closed first, a middleware answered instead), releasing the body releases this object, which
/// fires then. Either way ``wait()`` returns exactly once the answer is out of the way, and never hangs.
final class AnswerSent: Sendable {
    /// What the waiting side holds: it must not keep ``AnswerSent`` alive, or releasing could never fire it.
    final class Signal: Sendable {
        private let state = Mutex<(fired: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

        /// Returns once the answer has been sent (at once if it has).
        func wait() async {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    if state.fired { return true }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }

        fileprivate func fire() {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard !state.fired else { return nil }
                state.fired = true
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }
    }

    /// The waiting side.
    let signal = Signal()

    /// A moment that has not come yet.
    init() {}

    deinit { signal.fire() }

    /// The answer has been sent (later calls do nothing).
    func fire() { signal.fire() }
}
