/// What a matrix plan's ``ScenarioCaseMemo`` already worked out for one case: the header it shares with other
/// cases (its identity keys the executor's memo of session configurations) and each step's interpretation.
struct ScenarioCasePreparation: Sendable {
    /// The case's substituted header, shared by every case that reads the same header variables.
    var header: ScenarioCaseMemo.Header
    /// Each step's interpretation, in order (a failure is the step's own error).
    var kinds: [Result<ScenarioStepKind, ScenarioError>]
}
