import Dispatch
import Foundation

/// The lock behind ``ProcessWideAppState``: a semaphore waited on by a thread of its own.
final class ProcessWideAppLock: Sendable {
    static let shared = ProcessWideAppLock()
    private let semaphore = DispatchSemaphore(value: 1)

    /// Waits until no other case holds the lock, then holds it.
    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let semaphore = semaphore
            Thread {
                semaphore.wait()
                continuation.resume()
            }.start()
        }
    }

    /// Lets the next case in.
    func release() { semaphore.signal() }
}
