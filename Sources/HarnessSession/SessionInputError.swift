/// An input that makes no sense in the session's current state (a scenario bug, reported with the step's name
/// and location by whoever applied it).
public enum SessionInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step needs a screen that is not showing; `showing` is the screen on top.
    case notShowing(String, showing: String)
    /// The app is not running (launch it first).
    case notRunning
    /// A negative duration.
    case negativeDuration(field: String)
    /// `launch` while the app runs (terminate it first).
    case alreadyRunning
    /// A toggle flipped to the value it already shows (`what` names the toggle and its value).
    case unchanged(String)
    /// A control of the app's UI used while the app is in the background (nothing of it is on screen).
    case inBackground
    /// A control of the app's UI used while the system's modal biometric prompt covers it.
    case underSystemPrompt

    public var description: String {
        switch self {
        case .notShowing(let what, "not-running"):
            return "\(what) is not showing (the app is not running; add a `launch` step first)"
        case .notShowing(let what, let showing): return "\(what) is not showing (the top screen is \(showing))"
        case .notRunning: return "the app is not running; add a `launch` step first"
        case .negativeDuration(let field): return "\(field): durations cannot be negative"
        case .alreadyRunning: return "the app is already running; add `terminate` (force quit) first"
        case .unchanged(let what): return "\(what); flipping it to the same value does nothing"
        case .inBackground:
            return "the app is in the background, so none of its screens takes input; add `foreground` first"
        case .underSystemPrompt:
            return "the system's biometric prompt covers the app, so none of its screens takes input; let the prompt "
                + "end first (an `advance` past the sensor's latency, or `sensor: {queue: [userCancel]}`)"
        }
    }

    static func requireNonNegative(_ duration: Duration, field: String) throws(SessionInputError) {
        if duration < .zero { throw SessionInputError.negativeDuration(field: field) }
    }
}
