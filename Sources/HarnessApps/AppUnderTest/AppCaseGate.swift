import HarnessScenarios
/// Runs the cases of an ``AppCaseExecutor`` one at a time: app code keeps process-wide state, so two cases must
/// never interleave, whatever the runner's parallelism.
actor AppCaseGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once no other body runs.
    func serially<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return await body()
    }
}
