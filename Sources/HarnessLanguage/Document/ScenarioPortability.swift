/// The portable-vocabulary rule of conformance suites: every step is one a user of any lock app can take
/// (``StepSpec/isPortable``) and every `expect` field one such a user can see or the phone knows
/// (``ExpectFieldSpec/isPortable``), so the suites run through any app's adapter, not only LockHarness's model.
public enum ScenarioPortability {
    /// The steps and fields of `scenarioCase` that are not portable, each at its `file:line:col`.
    public static func problems(in scenarioCase: ScenarioCase) -> [ScenarioError] {
        var problems: [ScenarioError] = []
        for step in scenarioCase.steps {
            guard let kind = try? ScenarioStepInterpreter.interpret(step) else { continue }
            switch kind {
            case .input(let input), .refused(let input):
                for spec in StepVocabulary.specs(printing: input) where !spec.isPortable {
                    problems.append(
                        ScenarioError(
                            .other("step `\(spec.name)` is model-only (not something a user of any lock app does)"),
                            at: step.location, path: step.path))
                }
            case .expect(let fields):
                for field in fields where ExpectFieldVocabulary.field(named: field.name)?.isPortable == false {
                    problems.append(
                        ScenarioError(
                            .other("field `\(field.name)` is model-only (no app shows it)"), at: field.location,
                            path: step.path))
                }
            }
        }
        return problems
    }
}
