import Foundation
import Harness
import MCP

/// The JSON Schema of a step's argument, worked out from the step's own entry in ``StepVocabulary``: its examples,
/// written back the way a scenario writes them (``StepSpec/line(for:)``) and read as YAML, give the argument's types
/// and an object's keys; a synopsis of plain words (`active | inactive | background`) gives an enum; a step whose
/// examples include the bare name (`reboot`, `login`) also takes `true`. Nothing here lists a step by name, so a new
/// step gets a schema with its entry.
///
/// ```swift
/// StepArgumentSchema.schema(for: StepVocabulary.spec(named: "advance")!)
/// // {"type": "string", "description": "advance: 10s — let virtual time pass; ...", "examples": ["10s", "0s", ...]}
/// ```
public enum StepArgumentSchema {
    /// The form of an argument, inferred from examples.
    indirect enum Shape: Equatable {
        /// The step written without an argument: `true` in JSON.
        case bare
        case boolean
        case integer
        case number
        case string
        /// One of these words.
        case words([String])
        /// A list whose items have this shape (nil: no item seen).
        case list(Shape?)
        /// A mapping: the keys seen, in first-seen order, with their shapes; `oneKey` when every example has
        /// exactly one key (`sensor: {matching: false}`).
        case object(keys: [String], shapes: [String: Shape], oneKey: Bool)
        /// Several shapes.
        case anyOf([Shape])
    }

    /// The schema of `spec`'s argument, described by the first clause of its help (``summary(of:)``) and, for a
    /// text argument, one example; a step without an argument (`{"const": true}`) is described by its name alone.
    /// The whole help is the `lockharness://reference` resource's, so that the tool list stays small enough for an
    /// agent's context.
    public static func schema(for spec: StepSpec) -> Value {
        var schema = json(for: shape(of: spec))
        if case .object(var members) = schema, members["const"] == nil {
            var description = summary(of: spec.help)
            if members["type"] == "string", members["enum"] == nil,
                case .string(let example)? = exampleArguments(of: spec).first
            {
                description += ", e.g. \(example)"
            }
            members["description"] = .string(description)
            schema = .object(members)
        }
        return schema
    }

    /// The longest ``summary(of:)``, in characters.
    static let summaryLimit = 36

    /// The start of `help` up to its first clause break (`:`, `;`, `,` or ` (`), cut at a word within
    /// ``summaryLimit`` characters.
    static func summary(of help: String) -> String {
        var text = Substring(help)
        for separator in [": ", "; ", ", ", " ("] {
            if let range = text.range(of: separator), text.distance(from: text.startIndex, to: range.lowerBound) >= 12 {
                text = text[..<range.lowerBound]
            }
        }
        guard text.count > summaryLimit else { return String(text) }
        let cut = text.prefix(summaryLimit)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }

    /// The argument shape of `spec`.
    static func shape(of spec: StepSpec) -> Shape {
        if spec.argumentSynopsis.isEmpty { return .bare }
        if let words = synopsisWords(spec.argumentSynopsis) { return .words(words) }
        var merged: Shape?
        for value in parsedArguments(of: spec) {
            let next: Shape = value.map { shape(of: $0) } ?? .bare
            merged = merged.map { merge($0, next) } ?? next
        }
        // A step with no examples (`expect`, `refused`): its synopsis is the only hint.
        return withWords(merged ?? .string, spec.argumentWords)
    }

    /// `shape` with the keys that take fixed words (``StepSpec/argumentWords``) as enums: a text one, or a list's
    /// items.
    static func withWords(_ shape: Shape, _ words: [String: [String]]) -> Shape {
        switch shape {
        case .object(let keys, var shapes, let oneKey):
            for (key, choices) in words {
                switch shapes[key] {
                case .string?: shapes[key] = .words(choices)
                case .list(let item)? where item == nil || item == .string: shapes[key] = .list(.words(choices))
                default: break
                }
            }
            return .object(keys: keys, shapes: shapes, oneKey: oneKey)
        case .anyOf(let options): return .anyOf(options.map { withWords($0, words) })
        default: return shape
        }
    }

    /// The words of a synopsis such as `cancel | send-reset-email | logout`, or nil when it is not only words.
    static func synopsisWords(_ synopsis: String) -> [String]? {
        let words = synopsis.components(separatedBy: " | ")
        guard words.count > 1,
            words.allSatisfy({ word in
                word.first?.isLetter == true && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
            })
        else { return nil }
        return words
    }

    /// Each example's argument read back as YAML (nil for an example written bare).
    static func parsedArguments(of spec: StepSpec) -> [ScenarioValue?] {
        spec.examples.compactMap { input -> ScenarioValue?? in
            switch spec.argument(for: input) {
            case nil: return nil
            case .bare: return .some(nil)
            case .text(let text):
                guard
                    let document = try? ScenarioParser.parse(
                        yaml: "steps:\n  - \(spec.name): \(text)\n", file: "vocabulary"),
                    let step = document.steps.first
                else { return nil }
                return .some(step.argument)
            }
        }
    }

    /// The examples' arguments as JSON (`true` for a bare one), without repeats.
    static func exampleArguments(of spec: StepSpec) -> [Value] {
        var seen: [Value] = []
        for argument in parsedArguments(of: spec) {
            let value = argument.map(StepArgumentJSON.value(of:)) ?? .bool(true)
            if !seen.contains(value) { seen.append(value) }
        }
        return seen
    }

    static func shape(of value: ScenarioValue) -> Shape {
        switch value.kind {
        case .null: return .bare
        case .bool: return .boolean
        case .int: return .integer
        case .double: return .number
        case .string: return .string
        case .list(let items):
            var merged: Shape?
            for item in items {
                let next = shape(of: item)
                merged = merged.map { merge($0, next) } ?? next
            }
            return .list(merged)
        case .map(let entries):
            var keys: [String] = []
            var shapes: [String: Shape] = [:]
            for entry in entries {
                if !keys.contains(entry.key) { keys.append(entry.key) }
                let next = shape(of: entry.value)
                shapes[entry.key] = shapes[entry.key].map { merge($0, next) } ?? next
            }
            return .object(keys: keys, shapes: shapes, oneKey: entries.count == 1)
        }
    }

    static func merge(_ first: Shape, _ second: Shape) -> Shape {
        switch (first, second) {
        case _ where first == second: return first
        case (.integer, .number), (.number, .integer): return .number
        case (.list(let a), .list(let b)):
            switch (a, b) {
            case (nil, _): return .list(b)
            case (_, nil): return .list(a)
            case (let a?, let b?): return .list(merge(a, b))
            }
        case (.object(let keysA, let shapesA, let oneA), .object(let keysB, let shapesB, let oneB)):
            var keys = keysA
            var shapes = shapesA
            for key in keysB {
                if !keys.contains(key) { keys.append(key) }
                shapes[key] = shapes[key].map { merge($0, shapesB[key]!) } ?? shapesB[key]
            }
            return .object(keys: keys, shapes: shapes, oneKey: oneA && oneB)
        case (.anyOf(let options), _): return merge(into: options, second)
        case (_, .anyOf(let options)): return merge(into: [first], .anyOf(options))
        default: return .anyOf([first, second])
        }
    }

    private static func merge(into options: [Shape], _ next: Shape) -> Shape {
        var options = options
        let incoming: [Shape] = if case .anyOf(let more) = next { more } else { [next] }
        for shape in incoming {
            if let index = options.firstIndex(where: { isSameKind($0, shape) }) {
                options[index] = merge(options[index], shape)
            } else {
                options.append(shape)
            }
        }
        return options.count == 1 ? options[0] : .anyOf(options)
    }

    private static func isSameKind(_ first: Shape, _ second: Shape) -> Bool {
        switch (first, second) {
        case (.list, .list), (.object, .object): true
        default: first == second
        }
    }

    /// The JSON Schema of `shape`.
    static func json(for shape: Shape) -> Value {
        switch shape {
        case .bare: return ["const": true]
        case .boolean: return ["type": "boolean"]
        case .integer: return ["type": "integer"]
        case .number: return ["type": "number"]
        case .string: return ["type": "string"]
        case .words(let words): return ["enum": .array(words.map(Value.string))]
        case .list(let items):
            guard let items else { return ["type": "array"] }
            return ["type": "array", "items": json(for: items)]
        case .object(let keys, let shapes, _):
            // No `additionalProperties: false` nor one-key limits: the server refuses an unknown key or a second one
            // itself, with a did-you-mean, and every schema keyword costs an agent's context on every turn.
            let members: [String: Value] = [
                "type": "object",
                "properties": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, json(for: shapes[$0]!)) })),
            ]
            return .object(members)
        case .anyOf(let options): return ["anyOf": .array(options.map(json(for:)))]
        }
    }
}
