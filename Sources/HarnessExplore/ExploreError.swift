/// Why exploring could not start: a setup the scenario format cannot express, or bad options.
public enum ExploreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The policy differs from its preset in a way a scenario file cannot state.
    case unrepresentablePolicy(String)
    /// The device, policy or initial state was refused (the message says which and why).
    case badSetup(String)
    /// An option is out of range.
    case badOption(String)
    /// The first session could not even start.
    case sessionFailed(String)
    /// The failing scenario could not be written.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .unrepresentablePolicy(let policy):
            return
                "the policy \(policy) cannot be written as a scenario (use a preset with overrides the scenario format knows)"
        case .badSetup(let message): return "bad setup: \(message)"
        case .badOption(let message): return message
        case .sessionFailed(let message): return "the session could not start: \(message)"
        case .cannotWrite(let message): return "cannot write the failing scenario: \(message)"
        }
    }
}
