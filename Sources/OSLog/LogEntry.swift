#if os(Linux)
    /// One message an app logged through `Logger` or `os_log`, as the simulation keeps it.
    public struct LogEntry: Sendable, Hashable {
        /// The subsystem.
        public var subsystem: String
        /// The category.
        public var category: String
        /// The level.
        public var level: OSLogType
        /// The message with every value shown.
        public var message: String
        /// The message as a production log shows it (private values as `<private>`).
        public var redactedMessage: String
    }
#endif
