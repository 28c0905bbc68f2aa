#if os(Linux)
    /// The level of a log entry, with Apple's raw values (developer.apple.com/documentation/os/oslogtype).
    public struct OSLogType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The raw value.
        public let rawValue: UInt8

        /// A level from its raw value.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `default` (`Logger.notice` and `Logger.log`).
        public static let `default` = OSLogType(rawValue: 0x00)
        /// `info`.
        public static let info = OSLogType(rawValue: 0x01)
        /// `debug` (`Logger.debug` and `Logger.trace`).
        public static let debug = OSLogType(rawValue: 0x02)
        /// `error` (`Logger.error` and `Logger.warning`).
        public static let error = OSLogType(rawValue: 0x10)
        /// `fault` (`Logger.fault` and `Logger.critical`).
        public static let fault = OSLogType(rawValue: 0x11)

        /// The level's name as Console shows it.
        public var description: String {
            switch self {
            case .info: return "info"
            case .debug: return "debug"
            case .error: return "error"
            case .fault: return "fault"
            default: return "default"
            }
        }
    }
#endif
