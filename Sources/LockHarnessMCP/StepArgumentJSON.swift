import Harness
import LockCore
import MCP

/// Steps between the scenario syntax and JSON: an argument as JSON (for a schema's examples), and a tool call's
/// `{"advance": "16m"}` as the step line `advance: 16m` the session parses.
public enum StepArgumentJSON {
    /// Why a tool argument cannot be a step.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong and what to do.
        public let description: String
    }

    /// A YAML value as JSON.
    public static func value(of scenarioValue: ScenarioValue) -> Value {
        switch scenarioValue.kind {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .list(let items): return .array(items.map(value(of:)))
        case .map(let entries):
            return .object(Dictionary(entries.map { ($0.key, value(of: $0.value)) }) { first, _ in first })
        }
    }

    /// The step line for `name` with the JSON `argument`: the bare name for `true` or `null` when the step can be
    /// written bare, else `name: <argument as flow YAML>`; then written the way the vocabulary writes it when it
    /// parses (`advance: "16m"` becomes `advance: 16m`), so recordings read like hand-written scenarios.
    public static func line(step name: String, argument: Value) throws(Problem) -> String {
        let spec = StepVocabulary.spec(named: name)
        let takesBare =
            spec.map { spec in
                spec.argumentSynopsis.isEmpty || spec.examples.contains { spec.argument(for: $0) == .bare }
            } ?? false
        let raw: String
        if takesBare, argument == .bool(true) || argument == .null {
            raw = name
        } else {
            raw = "\(name): \(try flowYAML(argument))"
        }
        return canonical(raw)
    }

    /// `line` as the vocabulary writes it, or `line` itself when it does not parse (the session then reports why).
    public static func canonical(_ line: String) -> String {
        guard let document = try? ScenarioParser.parse(yaml: "steps:\n  - \(line)\n", file: "tool"),
            let step = document.steps.first, document.steps.count == 1,
            case .input(let input)? = try? ScenarioStepInterpreter.interpret(step),
            let written = StepVocabulary.line(for: input)
        else { return line }
        return written
    }

    /// `value` as flow-style YAML (JSON is flow YAML; keys sorted so the text does not depend on dictionary order).
    public static func flowYAML(_ value: Value) throws(Problem) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return quoted(text)
        case .data: throw Problem(description: "binary data cannot be a step argument")
        case .array(let items):
            var parts: [String] = []
            for item in items { parts.append(try flowYAML(item)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let members):
            var parts: [String] = []
            for key in members.keys.sorted() { parts.append("\(plainKey(key)): \(try flowYAML(members[key]!))") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    /// A mapping key as written by hand (`locked`, `enter-pin`) when YAML reads it back as that text, else quoted.
    static func plainKey(_ key: String) -> String {
        let plain =
            key.first?.isLetter == true && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(key.lowercased())
        return plain ? key : quoted(key)
    }

    /// A YAML double-quoted scalar (a JSON string): the step vocabulary's own quoter.
    static func quoted(_ text: String) -> String { ExpectFieldVocabulary.jsonString(text) }
}
