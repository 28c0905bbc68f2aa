#if os(Linux)
    /// The unified-logging `Logger` (iOS 14): `Logger(subsystem: "com.example.app", category: "lock")`, then
    /// `logger.info("Locked after \(seconds) s")` or `logger.error("Keychain read failed: \(status)")`.
    ///
    /// Entries go to ``SimulatedLogStore`` with both the full and the redacted text (see ``OSLogPrivacy``).
    /// Level mapping (Apple's `Logger` page, developer.apple.com/documentation/os/logger): `trace` and `debug` are
    /// `.debug`; `info` is `.info`; `notice` and `log` are `.default`; `warning` and `error` are `.error`;
    /// `critical` and `fault` are `.fault`. Every level is kept (the device's store may drop debug entries).
    public struct Logger: Sendable {
        /// The log entries go to.
        let handle: OSLog

        /// A logger for `subsystem` and `category`.
        public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }

        /// A logger on the default log.
        public init() { handle = .default }

        /// A logger on `log`.
        public init(_ log: OSLog) { handle = log }

        /// Logs `message` at `level`.
        public func log(level: OSLogType, _ message: OSLogMessage) {
            guard handle.isEnabled else { return }
            SimulatedLogStore.record(
                LogEntry(
                    subsystem: handle.subsystem, category: handle.category, level: level, message: message.fullText,
                    redactedMessage: message.redactedText))
        }

        /// Logs `message` at the default level.
        public func log(_ message: OSLogMessage) { log(level: .default, message) }
        /// Logs at the debug level.
        public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
        /// Logs at the debug level.
        public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
        /// Logs at the info level.
        public func info(_ message: OSLogMessage) { log(level: .info, message) }
        /// Logs at the default level.
        public func notice(_ message: OSLogMessage) { log(level: .default, message) }
        /// Logs at the error level.
        public func warning(_ message: OSLogMessage) { log(level: .error, message) }
        /// Logs at the error level.
        public func error(_ message: OSLogMessage) { log(level: .error, message) }
        /// Logs at the fault level.
        public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
        /// Logs at the fault level.
        public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
    }
#endif
