/// One attempt inside a simulated prompt, as the trace records it.
public struct SimulatedAttempt: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The presentation's number within its prompt, from 1 (unusable scans included).
    public var number: Int
    /// What the presentation did (`match`, `noMatch`, an unusable scan's feedback, or an injected outcome).
    public var input: ScriptedAttempt
    /// Whether `input` came from the script queue (otherwise from the matching mode).
    public var fromScript: Bool
    /// Whether the fallback button was on screen while this attempt ran.
    public var fallbackOffered: Bool
    /// Virtual time this attempt took.
    public var latency: Duration
    /// Consecutive failures (across prompts) after this attempt.
    public var consecutiveFailures: Int
    /// The prompt's outcome if this attempt ended it, else `nil` (the prompt asks again).
    public var endedPrompt: BiometricOutcome?

    /// An attempt record from its parts.
    public init(
        number: Int, input: ScriptedAttempt, fromScript: Bool, fallbackOffered: Bool, latency: Duration,
        consecutiveFailures: Int, endedPrompt: BiometricOutcome?
    ) {
        self.number = number
        self.input = input
        self.fromScript = fromScript
        self.fallbackOffered = fallbackOffered
        self.latency = latency
        self.consecutiveFailures = consecutiveFailures
        self.endedPrompt = endedPrompt
    }

    /// The feedback the prompt shows after this presentation, if it was an unusable scan.
    public var feedback: BiometricFeedback? { endedPrompt == nil ? input.feedback : nil }

    public var description: String {
        let end = endedPrompt.map { " -> \($0.rawValue)" } ?? ""
        return "#\(number) \(input)\(fromScript ? " (scripted)" : "") failures=\(consecutiveFailures)\(end)"
    }
}
