extension ScenarioStepInterpreter {
    /// One step's text, as typed on one line of a live session or sent to a worker, as a step; errors point at
    /// `line` and at `column` plus the offset within the text.
    package static func interpret(
        typed text: String, file: String, line: Int, column: Int
    ) throws(ScenarioError) -> ScenarioStepKind {
        do throws(ScenarioError) {
            let document = try ScenarioParser.parse(yaml: "steps:\n  - \(text)\n", file: "stdin")
            guard let step = document.steps.first else { throw ScenarioError(.other("no step on this line")) }
            return try ScenarioStepInterpreter.interpret(step)
        } catch {
            var located = error
            if let location = error.location {
                located.location = ScenarioSourceLocation(
                    file: file, line: line, column: column - 1 + max(1, location.column - 4))
            }
            // The step is parsed as `steps[0]` of a wrapper document: name the path from the step itself.
            if located.path.hasPrefix("steps[0]") {
                located.path = String(located.path.dropFirst("steps[0]".count).drop { $0 == "." })
            }
            throw located
        }
    }
}
