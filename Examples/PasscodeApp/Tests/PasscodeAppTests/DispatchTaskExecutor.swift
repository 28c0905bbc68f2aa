import Dispatch

/// A task executor on Dispatch's global queue, which the worker tests run their harness side on
/// (`withTaskExecutorPreference`). The in-process suites beside them install AppTimeline, whose executors replace the
/// process's default ones and capture every job while an app step is driven; the worker tests' own jobs (the
/// harness, not app code) must not land on another test's virtual timeline.
final class DispatchTaskExecutor: TaskExecutor {
    static let shared = DispatchTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
