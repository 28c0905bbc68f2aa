#if os(Linux)
    /// A log handle (`OSLog(subsystem:category:)`, `OSLog.default`) for `os_log` and `Logger(_:)`
    /// (developer.apple.com/documentation/os/oslog).
    public final class OSLog: Sendable {
        /// The subsystem (an app's bundle identifier, by convention).
        public let subsystem: String
        /// The category.
        public let category: String
        let isEnabled: Bool

        /// A log for `subsystem` and `category`.
        public init(subsystem: String, category: String) {
            self.subsystem = subsystem
            self.category = category
            self.isEnabled = true
        }

        private init(disabled: Void) {
            subsystem = ""
            category = ""
            isEnabled = false
        }

        /// The default log (no subsystem).
        public static let `default` = OSLog(subsystem: "", category: "")
        /// A log that records nothing.
        public static let disabled = OSLog(disabled: ())
    }
#endif
