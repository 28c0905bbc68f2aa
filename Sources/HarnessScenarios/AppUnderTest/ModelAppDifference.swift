import HarnessSession

/// Where the model and an app disagree after a step in a differential run: each compared field whose values
/// differ, in table order, with both values. The in-process executor and the worker executor compare through it,
/// so a difference reads the same whichever ran the app.
struct ModelAppDifference: Sendable {
    /// The differing fields: name, the model's value, the app's.
    let fields: [(name: String, model: SnapshotValue, app: SnapshotValue)]

    /// The fields of `compared` on which `model` and the app (each field's value read by `app`) differ; `nil` when
    /// they agree on all of them.
    init?(model: SessionSnapshot, compared: Set<String>, app: (ExpectFieldSpec) -> SnapshotValue) {
        var differing: [(name: String, model: SnapshotValue, app: SnapshotValue)] = []
        for spec in ExpectFieldVocabulary.fields where compared.contains(spec.name) {
            let (modelValue, appValue) = (spec.value(in: model), app(spec))
            if modelValue != appValue { differing.append((spec.name, modelValue, appValue)) }
        }
        guard !differing.isEmpty else { return nil }
        fields = differing
    }

    /// The case's failure at `step`: the message names every differing field with both values.
    func failure(at step: ScenarioStep) -> CaseFailure {
        let json = ExpectFieldVocabulary.json
        let summary = fields.map { "\($0.name): model \(json($0.model)), app \(json($0.app))" }
        return CaseFailure(
            at: step,
            message: "after \(step.name) the app and the model differ: \(summary.joined(separator: "; "))",
            expected: "model: " + fields.map { "\($0.name): \(json($0.model))" }.joined(separator: ", "),
            actual: "app: " + fields.map { "\($0.name): \(json($0.app))" }.joined(separator: ", "))
    }
}
