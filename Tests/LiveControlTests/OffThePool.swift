import Foundation

/// Runs blocking work (a child process and its pipes) on a thread of its own and awaits it. Blocking one of the
/// concurrency pool's threads (two on a two-core machine) for a process's lifetime starves the servers other tests
/// run in this process, whose handlers and clients resume on that pool (seen: requests timing out all over the
/// reference server's tests).
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// Waits for `process` to exit without blocking the concurrency pool.
func exited(_ process: Process) async {
    _ = try? await offThePool { [process] in process.waitUntilExit() }
}
