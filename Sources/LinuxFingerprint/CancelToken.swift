#if LinuxFingerprint
    import CFPrint
    import Foundation

    /// A GCancellable plus the reason it was cancelled (the first reason wins).
    final class CancelToken: @unchecked Sendable {
        let cancellable: UnsafeMutablePointer<GCancellable>
        private let lock = NSLock()
        private var storedReason: CancelReason?

        init() { cancellable = g_cancellable_new() }

        deinit { g_object_unref(cancellable) }

        /// Cancels with `reason` (thread-safe; GLib delivers the cancellation on the loop thread).
        func cancel(_ reason: CancelReason) {
            lock.lock()
            let first = storedReason == nil
            if first { storedReason = reason }
            lock.unlock()
            if first { g_cancellable_cancel(cancellable) }
        }

        /// Why it was cancelled, if it was.
        var reason: CancelReason? {
            lock.lock()
            defer { lock.unlock() }
            return storedReason
        }
    }
#endif
