#if LinuxFingerprint
    import CFPrint
    import Foundation

    /// The one thread that iterates GLib's global default main context.
    ///
    /// libfprint's operations and GDBus signal delivery run on the default context, and a second iterator
    /// deadlocks them, so every libfprint and GDBus call made by this module is marshalled here with `invoke`.
    /// The context is process-global, hence one shared instance.
    final class GLibMainLoopThread: @unchecked Sendable {
        /// The process's loop thread, started on first use.
        static let shared = GLibMainLoopThread()

        private let thread: Thread

        private init() {
            thread = Thread {
                let loop = g_main_loop_new(nil, 0)
                g_main_loop_run(loop)
            }
            thread.name = "LinuxFingerprint.glib"
            thread.start()
        }

        /// Runs `body` on the loop thread, after whatever is queued.
        func invoke(_ body: @escaping @Sendable () -> Void) {
            let box = Unmanaged.passRetained(ClosureBox(body)).toOpaque()
            _ = g_idle_add_full(
                G_PRIORITY_DEFAULT,
                { data in
                    Unmanaged<ClosureBox>.fromOpaque(data!).takeRetainedValue().body()
                    return 0  // G_SOURCE_REMOVE
                }, box, nil)
        }

        /// Runs `body` on the loop thread and returns its result.
        func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
            await withCheckedContinuation { continuation in
                invoke { continuation.resume(returning: body()) }
            }
        }
    }

    /// A closure carried through a C `user_data` pointer.
    final class ClosureBox: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// A C pointer moved between the caller and the loop thread; only dereferenced on the loop thread.
    struct LoopConfined<Pointer>: @unchecked Sendable {
        let pointer: Pointer
        init(_ pointer: Pointer) { self.pointer = pointer }
    }

    /// Resumes a continuation exactly once, from a C callback, a timeout or a cancellation, whichever comes first.
    final class OneShot<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Value, Never>?

        init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }

        /// Delivers `value` if nothing was delivered yet; returns whether it did.
        @discardableResult
        func finish(_ value: Value) -> Bool {
            lock.lock()
            let pending = continuation
            continuation = nil
            lock.unlock()
            pending?.resume(returning: value)
            return pending != nil
        }

        /// Whether a value was already delivered.
        var isFinished: Bool {
            lock.lock()
            defer { lock.unlock() }
            return continuation == nil
        }
    }

    /// A GError turned into Swift values (its quark as a string, code, message), freeing it.
    struct GErrorInfo: Sendable, Equatable {
        var domain: String
        var code: Int
        var message: String

        init(domain: String, code: Int, message: String) {
            self.domain = domain
            self.code = code
            self.message = message
        }

        /// Takes ownership of `error` and frees it.
        init(taking error: UnsafeMutablePointer<GError>) {
            domain = String(cString: g_quark_to_string(error.pointee.domain))
            code = Int(error.pointee.code)
            message = error.pointee.message.map { String(cString: $0) } ?? "(no message)"
            g_error_free(error)
        }

        /// Whether this is GIO's "operation was cancelled".
        var isCancelled: Bool { domain == "g-io-error-quark" && code == Int(G_IO_ERROR_CANCELLED.rawValue) }
    }

    /// Monotonic nanoseconds (CLOCK_MONOTONIC), comparable with `HotplugEvent.receivedAtNanoseconds`.
    func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
#endif
