/// How a case ended.
public enum CaseOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every step ran and every expectation held.
    case passed
    /// An expectation did not hold (the app under test misbehaved).
    case failed
    /// The case could not run as written (bad step, bad argument, harness problem).
    case errored
}
