/// One scripted attempt for a simulated sensor: what the next finger or face presentation does.
///
/// `match` and `noMatch` go through the sensor's counting rules (a no-match counts toward lockout);
/// `outcome` injects a terminal result as the OS would report it, without touching the counters.
///
/// ```swift
/// device.script([.noMatch, .noMatch, .outcome(.userFallback)])
/// ```
public enum ScriptedAttempt: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The presented face or finger is recognised.
    case match
    /// The presented face or finger is not recognised (counts as a failure).
    case noMatch
    /// The prompt ends with this outcome (`userCancel`, `systemCancel`, `biometryLockout`, ...).
    case outcome(BiometricOutcome)

    /// Every name ``init(named:)`` accepts: `match`, `noMatch` and each ``BiometricOutcome`` case name.
    public static let allNames: [String] = ["match", "noMatch"] + BiometricOutcome.allCases.map(\.rawValue)

    /// The scripted attempt called `name` (`match`, `noMatch`, or a ``BiometricOutcome`` case name), or `nil`.
    ///
    /// `success` means `match`. `authenticationFailed` is an injected outcome: the prompt ends at once, uncounted
    /// (use `noMatch` to exercise the counting rules; Android-style prompts never end that way by themselves).
    public init?(named name: String) {
        switch name {
        case "match", BiometricOutcome.success.rawValue: self = .match
        case "noMatch": self = .noMatch
        default:
            guard let outcome = BiometricOutcome(named: name) else { return nil }
            self = .outcome(outcome)
        }
    }

    /// The name ``init(named:)`` reads back.
    public var name: String {
        switch self {
        case .match: return "match"
        case .noMatch: return "noMatch"
        case .outcome(let outcome): return outcome.rawValue
        }
    }

    public var description: String { name }
}
