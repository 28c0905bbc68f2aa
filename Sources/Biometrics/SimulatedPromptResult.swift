/// How one simulated prompt went: its outcome, each attempt, and the virtual time it took.
public struct SimulatedPromptResult: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The terminal outcome the app receives.
    public var outcome: BiometricOutcome
    /// Each attempt in order; empty when the prompt failed fast (sensor unavailable, not enrolled, locked out).
    public var attempts: [SimulatedAttempt]
    /// The total virtual latency of all attempts.
    public var totalLatency: Duration

    /// A result from its parts.
    public init(outcome: BiometricOutcome, attempts: [SimulatedAttempt], totalLatency: Duration) {
        self.outcome = outcome
        self.attempts = attempts
        self.totalLatency = totalLatency
    }

    /// How many attempts the prompt used.
    public var attemptsUsed: Int { attempts.count }

    /// Whether the prompt was never shown because the sensor could not be used.
    public var failedFast: Bool { attempts.isEmpty }

    public var description: String {
        "\(outcome.rawValue) after \(attemptsUsed) attempt(s), \(totalLatency)"
    }
}
