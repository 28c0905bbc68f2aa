import HarnessScenarios

/// What happened to one step sent to a ``LiveSession`` by the control API (``LiveSession/apply(step:line:column:)``).
public enum LiveStepOutcome: Sendable, Equatable {
    /// The step was applied (an input, a `refused:` the session refused, or an `expect:` that held) and recorded.
    case applied
    /// The step does not parse: the error carries the line, column and did-you-mean. Nothing changed.
    case invalid(ScenarioError)
    /// The session refused the input (a screen that is not showing, an app that is not running). Nothing changed.
    case refused(String)
    /// An `expect:` that does not hold, or a `refused:` the session would accept (`expected ... was ...`).
    /// Nothing changed and nothing was recorded.
    case unmet(String)
}
