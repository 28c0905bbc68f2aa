#if os(Linux)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch
    import Synchronization

    // The executors behind ``AppTimeline`` (SPI conformances, so internal): while the timeline captures, jobs go to
    // its ready queue and delayed jobs (`Task.sleep`) to its timers; otherwise they go to Dispatch, as the default
    // executors would.

    /// The main actor's executor.
    final class AppTimelineMainExecutor: MainExecutor, @unchecked Sendable {
        static let shared = AppTimelineMainExecutor()

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            if AppTimeline.shared.capturing.load(ordering: .acquiring) {
                AppTimeline.shared.enqueue(.mainJob(job))
            } else {
                AppTimeline.passThrough(.mainJob(job))
            }
        }

        /// Only an `async` main would call this; the harness drains the timeline itself.
        func run() throws { dispatchMain() }
        func stop() {}
        var isMainExecutor: Bool { true }
        /// The harness's thread is the main actor while it drives a step.
        func checkIsolated() {}
    }

    /// The default (global) executor: `Task {}` jobs and `Task.sleep` wake-ups.
    final class AppTimelineTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
        static let shared = AppTimelineTaskExecutor()

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            if AppTimeline.shared.capturing.load(ordering: .acquiring) {
                AppTimeline.shared.enqueue(.globalJob(job))
            } else {
                AppTimeline.passThrough(.globalJob(job))
            }
        }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
            schedule(UnownedJob(job), after: Self.duration(delay))
        }

        /// The runtime hands a sleep over as an instant of a real clock: its distance from that clock's now is the
        /// delay on the timeline.
        func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
            schedule(UnownedJob(job), after: Self.duration(clock.now.duration(to: instant)))
        }

        private func schedule(_ job: UnownedJob, after delay: Duration) {
            if AppTimeline.shared.capturing.load(ordering: .acquiring) {
                AppTimeline.shared.schedule(.globalJob(job), after: delay)
            } else {
                DispatchQueue.global().asyncAfter(
                    deadline: .now() + .nanoseconds(Int(clamping: AppTimeline.nanoseconds(delay)))
                ) { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
            }
        }

        private static func duration<D>(_ value: D) -> Duration {
            guard let duration = value as? Duration else {
                preconditionFailure("AppTimeline: Task.sleep on a clock whose Duration is \(D.self), not Duration")
            }
            return duration
        }
    }

    /// Installed by ``AppTimeline/install()``.
    struct AppTimelineExecutorFactory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { AppTimelineMainExecutor.shared }
        static var defaultExecutor: any TaskExecutor { AppTimelineTaskExecutor.shared }
    }
#endif
