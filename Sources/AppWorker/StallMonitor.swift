#if os(Linux)
    import AppTimeline
    import Dispatch
    import HarnessApps
    import HarnessScenarios
    import HarnessSession
    import Synchronization

    /// Reports a step that runs past most of its limit: a real-time Dispatch timer (off the main thread, which the
    /// step may be blocking) writes a `stalled` event with the timeline's pending work, so the harness can name it
    /// when it ends the worker.
    final class StallMonitor: Sendable {
        private let canceled = Atomic(false)

        /// Arms the monitor for the step written `step`.
        init(after delay: Duration, channel: WorkerChannel, step: String) {
            let (seconds, attoseconds) = delay.components
            let nanoseconds = Int(clamping: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
                guard !canceled.load(ordering: .acquiring) else { return }
                let pending = AppTimeline.shared.pendingWork
                channel.send(WorkerReply(.stalled, message: "`\(step)` is still running", pendingWork: pending))
            }
        }

        /// The step finished.
        func cancel() { canceled.store(true, ordering: .releasing) }
    }
#endif
