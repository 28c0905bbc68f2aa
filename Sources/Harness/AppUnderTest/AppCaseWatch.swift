import Synchronization

/// The watchdog of one app case: the case's steps report progress, and a single timer task per case ends the case
/// as hung when a step makes no progress for a whole timeout. (One task per case, not two per step: a step is
/// applied directly on the main actor, as app code expects.)
final class AppCaseWatch: Sendable {
    /// How the case ended: its result, or the index of the step that hung.
    enum End: Sendable {
        case finished(CaseResult)
        case hung(step: Int)
    }

    private struct State {
        var step = 0
        var continuation: CheckedContinuation<End, Never>?
        var watchdog: Task<Void, Never>?
        var ended = false
    }

    private let state = Mutex(State())

    /// The case reached step `index`.
    func reached(_ index: Int) { state.withLock { $0.step = index } }

    /// Runs `body` (the case's steps) and returns its result, or `.hung` once a step has made no progress for
    /// `timeout` of real time (the case's task is then left behind).
    func run(timeout: Duration, _ body: @escaping @MainActor @Sendable () async -> CaseResult) async -> End {
        await withCheckedContinuation { continuation in
            state.withLock { $0.continuation = continuation }
            let watchdog = Task {
                var last = -1
                while !Task.isCancelled {
                    try? await Task.sleep(for: timeout)
                    let now = self.state.withLock { $0.step }
                    if now == last && !Task.isCancelled { self.end(.hung(step: now)) }
                    last = now
                }
            }
            state.withLock { $0.watchdog = watchdog }
            Task { @MainActor in self.end(.finished(await body())) }
        }
    }

    private func end(_ end: End) {
        let (continuation, watchdog) = state.withLock { state -> (CheckedContinuation<End, Never>?, Task<Void, Never>?) in
            guard !state.ended else { return (nil, nil) }
            state.ended = true
            defer { (state.continuation, state.watchdog) = (nil, nil) }
            return (state.continuation, state.watchdog)
        }
        watchdog?.cancel()
        continuation?.resume(returning: end)
    }
}
