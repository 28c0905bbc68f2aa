import HarnessScenarios
import HarnessSession

/// How an ``AppUnderTest`` adapter says a step did not happen.
public enum AppUnderTestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The adapter does not map this step onto the app: the case errors (it is not evidence either way).
    case unsupported(SessionInput)
    /// The app refused the step (the control is not showing, the app is not running): the counterpart of a
    /// step the model refuses, which `refused:` asserts.
    case refused(String)
    /// Thrown by a factory: the case's configuration (policy, device, starting state) is not one this app can be
    /// in, for the reason given. The case is skipped with that reason (``CaseOutcome/skipped``).
    case notApplicable(String)

    public var description: String {
        switch self {
        case .unsupported(let input):
            let step = StepVocabulary.line(for: input) ?? "\(input)"
            return "the app's adapter does not support the step `\(step)`"
        case .refused(let why): return why
        case .notApplicable(let why): return "does not apply to the app: \(why)"
        }
    }
}
