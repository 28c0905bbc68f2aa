import Harness

/// What ``ScenarioFuzzEntry/check(_:)`` made of one input.
public enum ScenarioFuzzOutcome: Sendable, Equatable {
    /// The file was refused with this error (exit 2 in `lockharness run`).
    case rejected(ScenarioError)
    /// The file planned `caseCount` cases; `problems` are those found in the first cases checked.
    case planned(caseCount: Int, problems: [ScenarioError])

    /// The error that rejected the file, or `nil`.
    public var error: ScenarioError? {
        if case .rejected(let error) = self { return error }
        return nil
    }

    /// One line for the replayer: `rejected: <message>` or `planned N case(s), M problem(s)`.
    public var summary: String {
        switch self {
        case .rejected(let error): return "rejected: \(error)"
        case .planned(let count, let problems):
            return "planned \(count) case(s), \(problems.count) problem(s)"
                + problems.map { "\n  \($0)" }.joined()
        }
    }
}
