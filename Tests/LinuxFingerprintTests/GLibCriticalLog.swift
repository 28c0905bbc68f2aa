#if LinuxFingerprint
    import CFPrint
    import Synchronization

    /// Collects GLib's criticals and warnings (`g_return_if_fail` failures such as `g_source_unref: assertion
    /// 'source != NULL' failed`) while a body runs, so a test can require that a lifecycle prints none.
    ///
    /// ```swift
    /// let messages = await GLibCriticalLog.collect { await sensor.cancel(.appCancel) }
    /// #expect(messages.isEmpty)
    /// ```
    enum GLibCriticalLog {
        private static let messages = Mutex<[String]>([])
        static let domains = ["GLib", "GLib-GIO", "GLib-GObject"]

        /// Runs `body` with a handler on ``domains`` for criticals and warnings; returns what they logged.
        static func collect(_ body: () async throws -> Void) async rethrows -> [String] {
            messages.withLock { $0 = [] }
            let levels = GLogLevelFlags(
                rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue
                    | G_LOG_FLAG_FATAL.rawValue | G_LOG_FLAG_RECURSION.rawValue)
            let handler: GLogFunc = { domain, _, message, _ in
                let text =
                    (domain.map { String(cString: $0) } ?? "") + ": " + (message.map { String(cString: $0) } ?? "")
                GLibCriticalLog.messages.withLock { $0.append(text) }
            }
            let ids = domains.map { g_log_set_handler($0, levels, handler, nil) }
            defer { for (domain, id) in zip(domains, ids) { g_log_remove_handler(domain, id) } }
            try await body()
            return messages.withLock { $0 }
        }

        /// Returns once GLib's default main context (the one the adapters' loop thread iterates) has run everything
        /// queued before the call at a higher priority than `G_PRIORITY_LOW`: what libfprint did after the callbacks.
        static func loopDrained() async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let box = Unmanaged.passRetained(Resumer(continuation)).toOpaque()
                _ = g_idle_add_full(
                    300,  // G_PRIORITY_LOW
                    { data in
                        Unmanaged<Resumer>.fromOpaque(data!).takeRetainedValue().continuation.resume()
                        return 0  // G_SOURCE_REMOVE
                    }, box, nil)
            }
        }

        /// A continuation carried through a C `user_data` pointer.
        private final class Resumer: Sendable {
            let continuation: CheckedContinuation<Void, Never>
            init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
        }
    }
#endif
