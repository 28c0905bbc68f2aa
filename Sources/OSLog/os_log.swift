#if os(Linux)
    import Foundation

    /// The `os_log` of iOS 10–13 code: a `StaticString` format with `printf` conversions and optional privacy
    /// (`%{public}@`, `%{private}d`), and its arguments. `%@` and `%{private}@` redact in the stored redacted text;
    /// `%{public}…` and scalar conversions do not (Apple's "Logging" page: dynamic strings and objects are private
    /// by default). Apple: developer.apple.com/documentation/os/os_log(_:dso:log:type:_:).
    public func os_log(
        _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
        _ args: any CVarArg...
    ) {
        guard log.isEnabled else { return }
        let (full, redacted) = OSLogFormat.render(message.description, args)
        SimulatedLogStore.record(
            LogEntry(
                subsystem: log.subsystem, category: log.category, level: type, message: full,
                redactedMessage: redacted))
    }

    /// The `os_log` form with the type first: `os_log(.error, log: log, "Read failed: %d", status)`.
    public func os_log(
        _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString,
        _ args: any CVarArg...
    ) {
        guard log.isEnabled else { return }
        let (full, redacted) = OSLogFormat.render(message.description, args)
        SimulatedLogStore.record(
            LogEntry(
                subsystem: log.subsystem, category: log.category, level: type, message: full,
                redactedMessage: redacted))
    }

    /// The iOS 14 form with an interpolated message: `os_log(.info, log: log, "Unlocked \(count)")`.
    public func os_log(
        _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage
    ) {
        Logger(log).log(level: type, message)
    }
#endif
