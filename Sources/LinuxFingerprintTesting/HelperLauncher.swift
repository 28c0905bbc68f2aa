#if LinuxFingerprint
    import Foundation

    /// Starts helper processes from one thread that lives as long as the test process.
    ///
    /// Helpers run under `setpriv --pdeathsig KILL` so they die with the test process; but the kernel sends that
    /// signal when the *thread* that spawned them exits, and the concurrency pool's threads come and go. Spawning
    /// from this one permanent thread makes "dies with the test process" mean exactly that.
    final class HelperLauncher: @unchecked Sendable {
        static let shared = HelperLauncher()

        private let condition = NSCondition()
        private var queue: [() -> Void] = []

        private init() {
            let thread = Thread { [unowned self] in
                while true {
                    condition.lock()
                    while queue.isEmpty { condition.wait() }
                    let job = queue.removeFirst()
                    condition.unlock()
                    job()
                }
            }
            thread.name = "LinuxFingerprintTesting.helpers"
            thread.start()
        }

        /// Runs `process` (calls `run()`) on the permanent thread and waits for it to have started.
        func run(_ process: Process) throws {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var failure: (any Error)? = nil
            condition.lock()
            queue.append {
                do { try process.run() } catch { failure = error }
                done.signal()
            }
            condition.signal()
            condition.unlock()
            done.wait()
            if let failure { throw failure }
        }
    }
#endif
