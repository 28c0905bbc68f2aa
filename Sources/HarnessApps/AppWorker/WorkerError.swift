import HarnessScenarios
/// Why an app worker could not be used.
public enum WorkerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The hello was not one this harness understands (the detail says what was wrong).
    case badHello(String)
    /// The executable is not a worker: it could not start, exited, or wrote something other than a hello.
    case notAWorker(executable: String, problem: String, printed: String)
    /// A step the app did not carry out (the detail says what happened).
    case stepFailed(String)

    public var description: String {
        switch self {
        case .badHello(let problem), .stepFailed(let problem): return problem
        case .notAWorker(let executable, let problem, let printed):
            let said = printed.isEmpty ? "it printed nothing" : "it printed: \(printed)"
            return "\(executable) is not a LockHarness app worker (protocol \(WorkerProtocol.version)): "
                + "\(problem); \(said)"
        }
    }
}
