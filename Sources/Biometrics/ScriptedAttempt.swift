/// One scripted attempt for a simulated sensor: what the next finger or face presentation does.
///
/// `match` and `noMatch` go through the sensor's counting rules (a no-match counts toward lockout);
/// `outcome` injects a terminal result as the OS would report it, without touching the counters;
/// `feedback` is a non-terminal, unusable scan (``BiometricFeedback``): the prompt stays up, uses no attempt and
/// counts nothing toward a lockout.
///
/// ```swift
/// device.script([.noMatch, .feedback(.retryTooShort), .noMatch, .outcome(.userFallback)])
/// ```
public enum ScriptedAttempt: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The presented face or finger is recognised.
    case match
    /// The presented face or finger is not recognised (counts as a failure).
    case noMatch
    /// The prompt ends with this outcome (`userCancel`, `systemCancel`, `biometryLockout`, ...).
    case outcome(BiometricOutcome)
    /// The scan was unusable (``BiometricFeedback``): the prompt shows a hint and asks again.
    case feedback(BiometricFeedback)

    /// Every name ``init(named:)`` accepts: `match`, `noMatch`, each ``BiometricOutcome`` and each
    /// ``BiometricFeedback`` case name.
    public static let allNames: [String] =
        ["match", "noMatch"] + BiometricOutcome.allCases.map(\.rawValue) + BiometricFeedback.allCases.map(\.rawValue)

    /// The scripted attempt called `name` (`match`, `noMatch`, or a ``BiometricOutcome`` case name), or `nil`.
    ///
    /// `success` means `match`. `authenticationFailed` is an injected outcome: the prompt ends at once, uncounted
    /// (use `noMatch` to exercise the counting rules; Android-style prompts never end that way by themselves).
    public init?(named name: String) {
        switch name {
        case "match", BiometricOutcome.success.rawValue: self = .match
        case "noMatch": self = .noMatch
        default:
            if let outcome = BiometricOutcome(named: name) {
                self = .outcome(outcome)
            } else if let feedback = BiometricFeedback(named: name) {
                self = .feedback(feedback)
            } else {
                return nil
            }
        }
    }

    /// The name ``init(named:)`` reads back.
    public var name: String {
        switch self {
        case .match: return "match"
        case .noMatch: return "noMatch"
        case .outcome(let outcome): return outcome.rawValue
        case .feedback(let feedback): return feedback.rawValue
        }
    }

    /// The feedback this attempt gives, if it is a non-terminal unusable scan.
    public var feedback: BiometricFeedback? {
        if case .feedback(let feedback) = self { return feedback }
        return nil
    }

    public var description: String { name }
}

/// Encoded as its name (`"noMatch"`, `"retryTooShort"`, `"userCancel"`), the word a scenario's `queue` takes.
extension ScriptedAttempt {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let attempt = ScriptedAttempt(named: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown attempt '\(name)'; expected one of \(Self.allNames.joined(separator: ", "))")
        }
        self = attempt
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
