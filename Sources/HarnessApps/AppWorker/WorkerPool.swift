import HarnessScenarios
/// Up to `capacity` worker processes, lent to one case at a time: an idle one if there is one, else a new one while
/// fewer than `capacity` exist, else the next one returned. A worker that ended (killed by the watchdog, crashed)
/// or is used once per case (``WorkerCaseExecutor/freshProcessPerCase``) is not returned: a new one replaces it.
actor WorkerPool {
    private let launcher: WorkerLauncher
    private let capacity: Int
    private var idle: [WorkerProcess] = []
    private var count = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A pool of `launcher`'s workers, `first` (the one whose hello was read) among them.
    init(launcher: WorkerLauncher, capacity: Int, first: WorkerProcess?) {
        self.launcher = launcher
        self.capacity = max(1, capacity)
        if let first { (idle, count) = ([first], 1) }
    }

    /// A worker for one case.
    func acquire() async throws(WorkerError) -> WorkerProcess {
        while idle.isEmpty, count >= capacity { await withCheckedContinuation { waiting.append($0) } }
        if let worker = idle.popLast() { return worker }
        count += 1
        do {
            return try await launcher.launch().process
        } catch {
            count -= 1
            wakeOne()
            throw error
        }
    }

    /// Gives `worker` back: to the idle ones when `reusable`, else it is finished (or killed) and forgotten.
    func release(_ worker: WorkerProcess, reusable: Bool) {
        if reusable, worker.exit == nil {
            idle.append(worker)
        } else {
            count -= 1
            if worker.exit == nil { worker.finish() }
        }
        wakeOne()
    }

    /// Ends every idle worker (closing its stdin) and waits for them to exit.
    func shutDown() async {
        let ending = idle
        idle = []
        count -= ending.count
        for worker in ending { worker.finish() }
        for worker in ending { await worker.waitForExit(timeout: .seconds(2)) }
    }

    private func wakeOne() {
        if !waiting.isEmpty { waiting.removeFirst().resume() }
    }
}
