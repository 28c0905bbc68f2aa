import HarnessLanguage
import Synchronization

/// Runs cases on a ``ScenarioCaseExecutor`` in parallel and hands results over in the cases' order.
///
/// `parallelism` workers (default: the number of active cores) each take the next few case numbers, build each
/// case, run it and time it. Results are handed to the receiver in case order, whatever the scheduling, and are not
/// kept: a run of 1,000,000 cases holds only the cases in flight and the few results waiting for a slower one
/// (a worker waits rather than run more than ``window`` cases ahead of the first unfinished one).
public struct ScenarioRunner<Executor: ScenarioCaseExecutor>: Sendable {
    /// The executor that gives steps their meaning.
    public var executor: Executor
    /// The maximum number of cases in flight.
    public var parallelism: Int
    /// How far past the first unfinished case the workers may run (bounds the results held back).
    public var window: Int

    /// Creates a runner; `parallelism` below 1 is treated as 1.
    public init(executor: Executor, parallelism: Int? = nil) {
        self.executor = executor
        self.parallelism = max(1, parallelism ?? ScenarioRunner.defaultParallelism)
        self.window = 1024
    }

    /// The number of active processor cores.
    public static var defaultParallelism: Int { ProcessInfoCores.active }

    /// Runs `cases` and returns their results in order; `onResult` (if given) sees each as it is handed over.
    public func run(
        _ cases: [ScenarioCase], onResult: (@Sendable (CaseResult) -> Void)? = nil
    ) async -> [CaseResult] {
        let collected = Mutex<[CaseResult]>([])
        await run(count: cases.count, makeCase: { .ready(cases[$0]) }) { result in
            onResult?(result)
            collected.withLock { $0.append(result) }
        }
        return collected.withLock { $0 }
    }

    /// Runs `count` cases built on demand by `makeCase` and hands each result to `receive`, in index order, one
    /// at a time (never concurrently). A case that cannot be built is handed over as its errored result.
    public func run(
        count: Int, makeCase: @escaping @Sendable (Int) -> PlannedCase,
        receive: @escaping @Sendable (CaseResult) -> Void
    ) async {
        let order = ResultOrderLock(ResultOrder(window: window, batch: batchSize(count: count)))
        let executor = self.executor
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<min(parallelism, count) {
                group.addTask {
                    let clock = ContinuousClock()
                    while true {
                        let claim = order.claim(below: count)
                        guard !claim.indices.isEmpty else {
                            if claim.finished { return }
                            try? await Task.sleep(for: .milliseconds(1))
                            continue
                        }
                        var results: [CaseResult] = []
                        results.reserveCapacity(claim.indices.count)
                        for index in claim.indices {
                            switch makeCase(index) {
                            case .unbuildable(let failed):
                                results.append(failed)
                            case .ready(let scenarioCase):
                                let start = clock.now
                                var result = await executor.run(scenarioCase)
                                let elapsed = start.duration(to: clock.now).components
                                result.durationSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
                                results.append(result)
                            }
                        }
                        order.finish(claim.indices.lowerBound, results, deliver: receive)
                    }
                }
            }
        }
    }

    /// How many consecutive cases a worker claims at once: up to 32 (one lock, and one hand-over, for several short
    /// cases), but small enough that every worker gets at least 16 claims, so a short run still spreads evenly. One
    /// worker (a real reader's run) claims one case at a time: it shares no lock, and each result reaches the
    /// progress line as soon as its case ends.
    func batchSize(count: Int) -> Int {
        parallelism == 1 ? 1 : max(1, min(32, count / (parallelism * 16)))
    }
}

/// A case to run, or the errored result of a case that could not be built (a substitution error in its row).
public enum PlannedCase: Sendable {
    /// Ready to run.
    case ready(ScenarioCase)
    /// Could not be built; this is its result.
    case unbuildable(CaseResult)
}
