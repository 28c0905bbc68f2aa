/// Every answer a sensor gave during one prompt, in order, each with the time from the prompt's start, and how
/// the prompt ended: what `--record-reader` writes and ``BiometricSensor/evaluateRecorded(reason:)`` returns.
///
/// Answers use the scenario's attempt names (``ScriptedAttempt``): `match`, `noMatch`, a ``BiometricFeedback``
/// such as `retryTooShort`, or an outcome that ended the prompt (`biometryDisconnected` for an unplug).
///
/// ```swift
/// let record = await reader.evaluateRecorded(reason: "Unlock")
/// record.answers.map(\.attempt)   // [.feedback(.retryTooShort), .match]
/// record.outcome                  // .success
/// ```
public struct SensorPromptRecord: Sendable, Hashable, Codable {
    /// One answer: what the sensor said, and when.
    public struct Answer: Sendable, Hashable, Codable {
        /// The answer, as a scripted attempt.
        public var attempt: ScriptedAttempt
        /// Time from the prompt's start to this answer.
        public var after: Duration

        /// An answer from its parts.
        public init(_ attempt: ScriptedAttempt, after: Duration) {
            self.attempt = attempt
            self.after = after
        }
    }

    /// The answers in order.
    public var answers: [Answer]
    /// How the prompt ended, as the app received it.
    public var outcome: BiometricOutcome
    /// Time from the prompt's start to its outcome.
    public var duration: Duration

    /// A record from its parts.
    public init(answers: [Answer], outcome: BiometricOutcome, duration: Duration) {
        self.answers = answers
        self.outcome = outcome
        self.duration = duration
    }

    /// A prompt that ended with `outcome` and nothing else to tell: one answer, `match` for a success.
    public static func only(_ outcome: BiometricOutcome, after duration: Duration) -> SensorPromptRecord {
        let attempt: ScriptedAttempt = outcome == .success ? .match : .outcome(outcome)
        return SensorPromptRecord(answers: [Answer(attempt, after: duration)], outcome: outcome, duration: duration)
    }

    /// The feedback of each unusable scan, in order.
    public var feedback: [BiometricFeedback] { answers.compactMap(\.attempt.feedback) }
}
