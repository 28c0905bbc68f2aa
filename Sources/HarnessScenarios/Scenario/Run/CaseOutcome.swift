import HarnessLanguage
/// How a case ended.
public enum CaseOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every step ran and every expectation held.
    case passed
    /// An expectation did not hold (the app under test misbehaved).
    case failed
    /// The case could not run as written (bad step, bad argument, harness problem).
    case errored
    /// The case did not apply to the app under test: it needs a capability, step or field the app's adapter does
    /// not declare, or the adapter's factory answered that the configuration is not its app's. Never a pass,
    /// never a failure; the reason is ``CaseResult/skipReason``.
    case skipped
}
