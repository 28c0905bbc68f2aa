import Biometrics
import LockCore

/// A line for the session's trace, kept as data: the model returns notes on every coordinator decision, and
/// formatting them costs more than the decision itself, so the text is only built when a trace is recorded.
public enum SessionNote: Sendable, Hashable, CustomStringConvertible {
    /// The lock coordinator turned `event` into `effects`.
    indirect case decided(LockEvent, LockEffects)
    /// The prompt for `cycle` ended with `outcome`.
    case promptAnswered(cycle: Int, BiometricOutcome)
    /// The prompt for `cycle` was ended by the system (LocalAuthentication's systemCancel).
    case promptCancelled(cycle: Int)
    /// Anything else: why an input was ignored, what a link was.
    case text(String)

    /// The trace line.
    public var description: String {
        switch self {
        case .decided(let event, let effects): "\(event) -> \(effects)"
        case .promptAnswered(let cycle, let outcome): "prompt for cycle \(cycle) answered: \(outcome.rawValue)"
        case .promptCancelled(let cycle): "prompt for cycle \(cycle) ended: systemCancel"
        case .text(let line): line
        }
    }
}
