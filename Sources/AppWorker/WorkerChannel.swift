#if os(Linux)
    import Foundation
    import Glibc
    import HarnessApps
    import HarnessScenarios
    import HarnessSession

    /// The worker's protocol output: a private duplicate of the process's fd 1, taken before any app code runs,
    /// with fd 1 then pointed at stderr, so the app's `print` never reaches the stream. Writes are whole lines
    /// under a lock (the stall monitor writes from another thread).
    final class WorkerChannel: Sendable {
        private let descriptor: Int32
        private let lock = NSLock()

        private init(descriptor: Int32) { self.descriptor = descriptor }

        /// Moves the protocol off fd 1 (see the type's doc).
        static func takeStandardOutput() -> WorkerChannel {
            fflush(nil)
            let copy = dup(STDOUT_FILENO)
            _ = fcntl(copy, F_SETFD, FD_CLOEXEC)
            _ = dup2(STDERR_FILENO, STDOUT_FILENO)
            signal(SIGPIPE, SIG_IGN)
            return WorkerChannel(descriptor: copy)
        }

        /// Writes `reply` as one line; a closed stream ends the worker (the harness is gone).
        func send(_ reply: WorkerReply) {
            let bytes = Array((reply.line + "\n").utf8)
            lock.lock()
            defer { lock.unlock() }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    exit(0)
                }
                offset += written
            }
        }
    }
#endif
