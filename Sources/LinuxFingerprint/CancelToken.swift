#if LinuxFingerprint
    import CFPrint
    import Foundation

    /// A GCancellable plus the reason it was cancelled (the first reason wins).
    ///
    /// The reason is recorded at once, on any thread; the `GCancellable` itself is cancelled on the
    /// ``GLibMainLoopThread``, because cancelling runs libfprint's "cancelled" handler right there, and libfprint's
    /// device state is only safe on the loop thread. Cancelled from the caller's thread, a cancel that raced the
    /// start of a scan left libfprint's idle-cancel source half-recorded (`g_source_unref: assertion 'source !=
    /// NULL' failed` on every such prompt). On the loop thread it comes either before the operation starts (which
    /// then ends at once, cancelled) or after (the driver's cancel runs), never in the middle.
    final class CancelToken: @unchecked Sendable {
        let cancellable: UnsafeMutablePointer<GCancellable>
        private let lock = NSLock()
        private var storedReason: CancelReason?

        init() { cancellable = g_cancellable_new() }

        deinit { g_object_unref(cancellable) }

        /// Cancels with `reason` (thread-safe): the reason now, the `GCancellable` on the loop thread.
        func cancel(_ reason: CancelReason) {
            lock.lock()
            let first = storedReason == nil
            if first { storedReason = reason }
            lock.unlock()
            guard first else { return }
            let cancellable = LoopConfined(cancellable)
            GLibMainLoopThread.shared.invoke { [self] in
                withExtendedLifetime(self) { g_cancellable_cancel(cancellable.pointer) }
            }
        }

        /// Why it was cancelled, if it was.
        var reason: CancelReason? {
            lock.lock()
            defer { lock.unlock() }
            return storedReason
        }
    }
#endif
