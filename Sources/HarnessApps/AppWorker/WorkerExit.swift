import HarnessScenarios
/// How a worker process ended.
public enum WorkerExit: Sendable, Hashable, CustomStringConvertible {
    /// It exited with this status.
    case status(Int32)
    /// A signal ended it (a `fatalError` is `SIGILL` or `SIGTRAP`; the watchdog's kill is `SIGKILL`).
    case signal(Int32)

    public var description: String {
        switch self {
        case .status(let code): return "exited with status \(code)"
        case .signal(let number): return "was killed by signal \(number) (\(Self.name(of: number)))"
        }
    }

    /// The usual name of a signal.
    static func name(of signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
            9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
