/// How an ``AppUnderTest`` adapter says a step did not happen.
public enum AppUnderTestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The adapter does not map this step onto the app: the case errors (it is not evidence either way).
    case unsupported(SessionInput)
    /// The app refused the step (the control is not showing, the app is not running): the counterpart of a
    /// step the model refuses, which `refused:` asserts.
    case refused(String)

    public var description: String {
        switch self {
        case .unsupported(let input):
            let step = StepVocabulary.line(for: input) ?? "\(input)"
            return "the app's adapter does not support the step `\(step)`"
        case .refused(let why): return why
        }
    }
}
