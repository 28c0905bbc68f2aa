import LockCore

/// Replaces `${name}` in every string scalar (and map key) of a value tree with matrix variables.
///
/// A scalar that is exactly `${name}` becomes the variable's value with its own type (a number, a boolean, a
/// whole map), quoted or not: inside `{...}` or `[...]` YAML requires quotes (`{locked: "${locked}"}`), so the
/// axis value, not the quoting, decides the type. Inside longer text the variable's text as written is inserted.
/// `$${` writes a literal `${`.
/// Substituted values keep the placeholder's location, so errors still point into the scenario's steps.
public struct ScenarioSubstitution: Sendable {
    /// The variables, by name.
    public var variables: [String: ScenarioValue]

    /// Creates a substitution.
    public init(variables: [String: ScenarioValue]) {
        self.variables = variables
    }

    /// Whether `value` is a string scalar that is exactly one `${name}` placeholder.
    public static func isWholePlaceholder(_ value: ScenarioValue) -> Bool {
        guard case .string(let text) = value.kind else { return false }
        return wholePlaceholderName(text) != nil
    }

    /// The tree with every placeholder replaced, visiting only the parts `shape` says have one.
    func apply(to value: ScenarioValue, shape: ScenarioTemplateShape) throws(ScenarioError) -> ScenarioValue {
        switch (shape, value.kind) {
        case (.constant, _):
            return value
        case (.list(let shapes), .list(let items)):
            var result: [ScenarioValue] = []
            result.reserveCapacity(items.count)
            for (item, itemShape) in zip(items, shapes) { result.append(try apply(to: item, shape: itemShape)) }
            var copy = value
            copy.kind = .list(result)
            return copy
        case (.map(let shapes), .map(let entries)):
            var result = entries
            for index in result.indices where !shapes[index].isConstant {
                result[index].value = try apply(to: result[index].value, shape: shapes[index])
            }
            var copy = value
            copy.kind = .map(result)
            return copy
        default:
            return try apply(to: value)
        }
    }

    /// The tree with every placeholder replaced; throws at the first unknown variable or malformed placeholder.
    public func apply(to value: ScenarioValue) throws(ScenarioError) -> ScenarioValue {
        switch value.kind {
        case .string(let text):
            guard text.contains("$") else { return value }
            if let name = Self.wholePlaceholderName(text) {
                var replacement = try lookup(name, at: value).rebased(at: value.path)
                replacement.location = value.location
                return replacement
            }
            let expanded = try interpolate(text, at: value)
            return ScenarioValue(.string(expanded), location: value.location, path: value.path, sourceText: expanded)
        case .list(let items):
            var result: [ScenarioValue] = []
            for item in items { result.append(try apply(to: item)) }
            var copy = value
            copy.kind = .list(result)
            return copy
        case .map(let entries):
            var result: [ScenarioValueEntry] = []
            for entry in entries {
                var entry = entry
                if entry.key.contains("$") {
                    let keyValue = ScenarioValue(.string(entry.key), location: entry.keyLocation, path: value.path)
                    entry.key = try interpolate(entry.key, at: keyValue)
                    if result.contains(where: { $0.key == entry.key }) {
                        throw ScenarioError(.other("substitution makes key '\(entry.key)' appear twice"), at: keyValue)
                    }
                    entry.value = entry.value.rebased(at: ScenarioValue.childPath(value.path, entry.key))
                }
                entry.value = try apply(to: entry.value)
                result.append(entry)
            }
            var copy = value
            copy.kind = .map(result)
            return copy
        default:
            return value
        }
    }

    private func lookup(_ name: String, at value: ScenarioValue) throws(ScenarioError) -> ScenarioValue {
        if let found = variables[name] { return found }
        let known = variables.keys.sorted()
        throw ScenarioError(
            .unknownVariable(name, known: known, suggestion: NameSuggestion.closest(to: name, among: known)), at: value)
    }

    private func interpolate(_ text: String, at value: ScenarioValue) throws(ScenarioError) -> String {
        var output = ""
        for segment in Self.segments(of: text) {
            switch segment {
            case .literal(let literal):
                output += literal
            case .placeholder(let name):
                let found = try lookup(name, at: value)
                guard found.isScalar, let inserted = found.scalarText else {
                    throw ScenarioError(
                        .typeMismatch(
                            expected: "a scalar to insert into text for '${\(name)}'", found: found.foundDescription),
                        at: value)
                }
                output += inserted
            case .unclosed:
                throw ScenarioError(
                    .other("'${' without a closing '}' in \"\(text)\"; write $${ for a literal ${"), at: value)
            }
        }
        return output
    }

    /// A piece of a text with placeholders.
    enum Segment: Equatable {
        /// Text as it is (`$${` already turned into `${`).
        case literal(Substring)
        /// `${name}`.
        case placeholder(String)
        /// A `${` with no `}` after it (the rest of the text).
        case unclosed
    }

    /// `text` cut into literal text and placeholders: `$${` is a literal `${`, a lone `$` is itself.
    static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            if dollar > rest.startIndex { segments.append(.literal(rest[..<dollar])) }
            rest = rest[dollar...]
            if rest.hasPrefix("$${") {
                segments.append(.literal("${"))
                rest = rest.dropFirst(3)
            } else if rest.hasPrefix("${") {
                guard let close = rest.firstIndex(of: "}") else {
                    segments.append(.unclosed)
                    return segments
                }
                segments.append(.placeholder(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                segments.append(.literal("$"))
                rest = rest.dropFirst()
            }
        }
        if !rest.isEmpty { segments.append(.literal(rest)) }
        return segments
    }

    /// The names of the variables `value` reads (in its texts and keys), each once, in first-seen order.
    static func variableNames(readBy value: ScenarioValue) -> [String] {
        var names: [String] = []
        func note(_ text: String) {
            guard text.contains("$") else { return }
            for case .placeholder(let name) in segments(of: text) where !names.contains(name) { names.append(name) }
        }
        func visit(_ value: ScenarioValue) {
            switch value.kind {
            case .string(let text): note(text)
            case .list(let items): items.forEach(visit)
            case .map(let entries):
                for entry in entries {
                    note(entry.key)
                    visit(entry.value)
                }
            default: break
            }
        }
        visit(value)
        return names
    }

    static func wholePlaceholderName(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count > 3, utf8.first == UInt8(ascii: "$"), utf8.last == UInt8(ascii: "}"),
            utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: "{")
        else { return nil }
        let name = utf8.dropFirst(2).dropLast()
        guard !name.contains(UInt8(ascii: "}")), !name.contains(UInt8(ascii: "$")) else { return nil }
        return String(Substring(name))
    }
}
