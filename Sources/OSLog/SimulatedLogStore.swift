#if os(Linux)
    import Foundation
    import Synchronization

    /// Where `Logger` and `os_log` write on Linux: the entries of the process, in order, for a harness to attach to
    /// a case's log (``drain()``) and for tests to read. Not Apple API: on a device the entries go to the unified
    /// logging system (Console, `log stream`), which Linux does not have.
    public enum SimulatedLogStore {
        private struct State {
            var entries: [LogEntry] = []
            var echo = ProcessInfo.processInfo.environment["LOCKHARNESS_OSLOG_ECHO"] == "1"
        }

        private static let state = Mutex(State())

        /// The entries logged since the last ``drain()``.
        public static var entries: [LogEntry] { state.withLock { $0.entries } }

        /// Whether each entry is also written to standard error, redacted (on with `LOCKHARNESS_OSLOG_ECHO=1`).
        public static var echoesToStandardError: Bool {
            get { state.withLock { $0.echo } }
            set { state.withLock { $0.echo = newValue } }
        }

        /// Returns the entries and forgets them.
        @discardableResult
        public static func drain() -> [LogEntry] {
            state.withLock { state in
                defer { state.entries = [] }
                return state.entries
            }
        }

        /// Keeps `entry`.
        static func record(_ entry: LogEntry) {
            let echo = state.withLock { state in
                state.entries.append(entry)
                return state.echo
            }
            guard echo else { return }
            let line = "[\(entry.subsystem):\(entry.category)] \(entry.level) \(entry.redactedMessage)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
#endif
