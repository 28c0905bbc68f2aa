/// Gives scenario steps their meaning: each ``ScenarioStep`` becomes a ``ScenarioStepKind``, or an error that
/// names the file, line, column and field, with a suggestion for misspelled names.
///
/// The steps and their arguments are declared once, in ``StepVocabulary/steps``; `expect`'s fields in
/// ``ExpectFieldVocabulary/fields``.
public enum ScenarioStepInterpreter {
    /// Every step name, in table order (``StepVocabulary/names``).
    public static var stepNames: [String] { StepVocabulary.names }

    /// The meaning of `step`.
    public static func interpret(_ step: ScenarioStep) throws(ScenarioError) -> ScenarioStepKind {
        try StepVocabulary.interpret(step)
    }
}
