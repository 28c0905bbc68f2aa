/// An input that makes no sense in the session's current state (a scenario bug, reported with the step).
public enum SessionInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step needs a screen that is not showing.
    case notShowing(String, for: String)
    /// The app is not running (launch it first).
    case notRunning(String)
    /// A negative duration.
    case negativeDuration(field: String)
    /// `launch` while the app runs (terminate it first).
    case alreadyRunning

    public var description: String {
        switch self {
        case .notShowing(let what, let step): return "\(step): \(what) is not showing"
        case .notRunning(let step): return "\(step): the app is not running; add a `launch` step first"
        case .negativeDuration(let field): return "\(field): durations cannot be negative"
        case .alreadyRunning: return "launch: the app is already running; add `terminate` (force quit) first"
        }
    }

    static func requireNonNegative(_ duration: Duration, field: String) throws {
        if duration < .zero { throw SessionInputError.negativeDuration(field: field) }
    }
}
