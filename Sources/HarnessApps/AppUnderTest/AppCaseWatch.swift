import Dispatch
import HarnessScenarios
import Synchronization

/// The watchdog of one app case: the case's steps report progress, and one real-time Dispatch timer per case ends
/// the case as hung when a step makes no progress for a whole timeout. (Not two tasks a step: a step is applied
/// directly on the main actor, as app code expects. And not `Task.sleep`: under an app timeline that virtualises
/// sleeps, the watchdog's own sleep would be fired by the case's `advance`.)
final class AppCaseWatch: Sendable {
    /// How the case ended: its result, or the index of the step that hung.
    enum End: Sendable {
        case finished(CaseResult)
        case hung(step: Int)
    }

    private struct State {
        var step = 0
        var continuation: CheckedContinuation<End, Never>?
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
            arm(after: timeout, lastStep: -1)
            Task { @MainActor in self.end(.finished(await body())) }
        }
    }

    /// Checks, `timeout` from now, that the case moved past `lastStep`; re-arms while it does.
    private func arm(after timeout: Duration, lastStep: Int) {
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(clamping: seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            let (step, ended) = self.state.withLock { ($0.step, $0.ended) }
            guard !ended else { return }
            if step == lastStep { self.end(.hung(step: step)) } else { self.arm(after: timeout, lastStep: step) }
        }
    }

    private func end(_ end: End) {
        let continuation = state.withLock { state -> CheckedContinuation<End, Never>? in
            guard !state.ended else { return nil }
            state.ended = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: end)
    }
}
