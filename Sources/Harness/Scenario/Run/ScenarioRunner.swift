/// Runs cases on a ``ScenarioCaseExecutor`` in parallel and returns results in the cases' order.
///
/// Up to `parallelism` cases run at once (default: the number of active cores); each case's wall-clock
/// duration is measured here. The order of the returned results never depends on scheduling.
public struct ScenarioRunner<Executor: ScenarioCaseExecutor>: Sendable {
    /// The executor that gives steps their meaning.
    public var executor: Executor
    /// The maximum number of cases in flight.
    public var parallelism: Int

    /// Creates a runner; `parallelism` below 1 is treated as 1.
    public init(executor: Executor, parallelism: Int? = nil) {
        self.executor = executor
        self.parallelism = max(1, parallelism ?? ScenarioRunner.defaultParallelism)
    }

    /// The number of active processor cores.
    public static var defaultParallelism: Int { ProcessInfoCores.active }

    /// Runs `cases`; `onResult` (if given) is called as each case finishes, in completion order.
    public func run(
        _ cases: [ScenarioCase], onResult: (@Sendable (CaseResult) -> Void)? = nil
    ) async -> [CaseResult] {
        await run(count: cases.count, makeCase: { .ready(cases[$0]) }, onResult: onResult)
    }

    /// Runs `count` cases built on demand by `makeCase`, at most ``parallelism`` at a time, so only the cases in
    /// flight are in memory. A case that cannot be built is reported as errored. Results come back in index order.
    public func run(
        count: Int, makeCase: @escaping @Sendable (Int) -> PlannedCase,
        onResult: (@Sendable (CaseResult) -> Void)? = nil
    ) async -> [CaseResult] {
        var results = [CaseResult?](repeating: nil, count: count)
        let executor = self.executor
        await withTaskGroup(of: (Int, CaseResult).self) { group in
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next
                next += 1
                group.addTask {
                    let scenarioCase: ScenarioCase
                    switch makeCase(index) {
                    case .ready(let built): scenarioCase = built
                    case .unbuildable(let failed): return (index, failed)
                    }
                    let clock = ContinuousClock()
                    let start = clock.now
                    var result = await executor.run(scenarioCase)
                    let elapsed = start.duration(to: clock.now).components
                    result.durationSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
                    return (index, result)
                }
            }
            for _ in 0..<min(parallelism, count) { startNext() }
            for await (index, result) in group {
                results[index] = result
                onResult?(result)
                startNext()
            }
        }
        return results.compactMap { $0 }
    }
}

/// A case to run, or the errored result of a case that could not be built (a substitution error in its row).
public enum PlannedCase: Sendable {
    /// Ready to run.
    case ready(ScenarioCase)
    /// Could not be built; this is its result.
    case unbuildable(CaseResult)
}
