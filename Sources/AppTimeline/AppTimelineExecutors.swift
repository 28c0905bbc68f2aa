#if os(Linux)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch

    // The executors behind ``AppTimeline`` (SPI conformances, so internal): while the timeline captures, jobs go to
    // its ready queue and delayed jobs (`Task.sleep`) to its timers; otherwise they go to Dispatch, as the default
    // executors would.

    /// The main actor's executor.
    final class AppTimelineMainExecutor: MainExecutor, @unchecked Sendable {
        static let shared = AppTimelineMainExecutor()

        func enqueue(_ job: consuming ExecutorJob) { AppTimeline.shared.submit(.mainJob(UnownedJob(job))) }

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

        func enqueue(_ job: consuming ExecutorJob) { AppTimeline.shared.submit(.globalJob(UnownedJob(job))) }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C)
        {
            AppTimeline.shared.submit(
                .globalJob(UnownedJob(job)), after: Self.duration(delay), suspends: clock is SuspendingClock)
        }

        /// The runtime hands a sleep over as an instant of a real clock: its distance from that clock's now is the
        /// delay on the timeline (on the suspending clock for a `SuspendingClock`, else the continuous one).
        func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
            AppTimeline.shared.submit(
                .globalJob(UnownedJob(job)), after: Self.duration(clock.now.duration(to: instant)),
                suspends: clock is SuspendingClock)
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
