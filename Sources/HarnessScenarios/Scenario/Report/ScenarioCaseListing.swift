import Foundation
import HarnessLanguage

/// The `--list` output: one line per case with its id, origin and parameters.
public enum ScenarioCaseListing {
    /// `ID  file  sensor=faceID outcome=success`, one line per case, in run order.
    public static func render(_ cases: [ScenarioCase]) -> String {
        let width = min(cases.map(\.id.count).max() ?? 0, 60)
        return cases.map { scenarioCase in
            let padded = scenarioCase.id.padding(
                toLength: max(width, scenarioCase.id.count), withPad: " ", startingAt: 0)
            let parameters = scenarioCase.parameters.map(\.description).joined(separator: " ")
            return "\(padded)  \(scenarioCase.file)" + (parameters.isEmpty ? "" : "  \(parameters)")
        }.joined(separator: "\n") + (cases.isEmpty ? "" : "\n")
    }

    /// `--list --json FILE`: the same cases as a JSON array of `{"id", "file", "parameters": {name: value}}`.
    public static func json(_ cases: [ScenarioCase]) -> String {
        let string = ExpectFieldVocabulary.jsonString
        return "["
            + cases.map { scenarioCase in
                let parameters = scenarioCase.parameters.map { "\(string($0.name)): \(string("\($0.value)"))" }
                return "\n  {\"id\": \(string(scenarioCase.id)), \"file\": \(string(scenarioCase.file)), "
                    + "\"parameters\": {\(parameters.joined(separator: ", "))}}"
            }.joined(separator: ",") + (cases.isEmpty ? "]\n" : "\n]\n")
    }
}
