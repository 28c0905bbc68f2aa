import Foundation
import Yams

extension ScenarioValue {
    /// Limits that keep a hostile or broken file (alias bombs, runaway nesting) from exhausting memory.
    struct ConversionBudget {
        /// The most values (map entries, list items, scalars, aliases expanded) one document may hold.
        static let maxNodes = 50_000
        var remainingNodes = Self.maxNodes
        let maxDepth = 64
    }

    /// Parses any single-document YAML text into a located value tree (for recorded sessions, device files, ...).
    public static func parse(yaml: String, file: String) throws(ScenarioError) -> ScenarioValue {
        try parseYAML(yaml, file: file)
    }

    /// Parses YAML text into a single located value tree (the root), throwing located ``ScenarioError``s.
    static func parseYAML(_ yaml: String, file: String) throws(ScenarioError) -> ScenarioValue {
        // Checked before Yams sees the text: it takes about 30 bytes of memory per byte.
        if yaml.utf8.count > ScenarioParser.maxFileBytes {
            throw ScenarioParser.tooLarge(path: file, size: "\(yaml.utf8.count) bytes")
        }
        let roots: [Node]
        do {
            let parser = try Parser(yaml: yaml, resolver: .basic)
            var collected: [Node] = []
            while let root = try parser.nextRoot() {
                collected.append(root)
                if collected.count > 1 { break }
            }
            roots = collected
        } catch let error as YamlError {
            var converted = Self.scenarioError(from: error, file: file)
            if case .yamlSyntax(let message) = converted.reason, let line = converted.location?.line,
                yaml.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1).first?.contains("${")
                    == true
            {
                converted.reason = .yamlSyntax(
                    message + "; quote placeholders inside {...} or [...], e.g. {locked: \"${locked}\"}")
            }
            throw converted
        } catch {
            throw ScenarioError(
                .yamlSyntax(String(describing: error)), at: ScenarioSourceLocation(file: file, line: 1, column: 1))
        }
        guard roots.count == 1, let root = roots.first else {
            throw ScenarioError(.documentCount(roots.count), at: ScenarioSourceLocation(file: file, line: 1, column: 1))
        }
        var budget = ConversionBudget()
        return try convert(root, file: file, path: "", depth: 0, budget: &budget)
    }

    private static func convert(
        _ node: Node, file: String, path: String, depth: Int, budget: inout ConversionBudget
    ) throws(ScenarioError) -> ScenarioValue {
        let location = ScenarioSourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        budget.remainingNodes -= 1
        guard budget.remainingNodes >= 0 else {
            throw ScenarioError(
                .tooLarge(
                    "the document holds more than \(ConversionBudget.maxNodes) values (counting every alias "
                        + "expansion); split it into several files, or use a `matrix:` instead of spelling cases out"),
                at: location, path: path)
        }
        guard depth <= budget.maxDepth else {
            throw ScenarioError(
                .tooLarge("values are nested more than \(budget.maxDepth) levels deep"), at: location, path: path)
        }
        switch node {
        case .scalar(let scalar):
            return try resolveScalar(scalar, location: location, path: path)
        case .alias:
            throw ScenarioError(.yamlSyntax("unresolved alias"), at: location, path: path)
        case .sequence(let sequence):
            var items: [ScenarioValue] = []
            for (index, item) in sequence.enumerated() {
                items.append(
                    try convert(item, file: file, path: "\(path)[\(index)]", depth: depth + 1, budget: &budget))
            }
            return ScenarioValue(.list(items), location: location, path: path)
        case .mapping(let mapping):
            var entries: [ScenarioValueEntry] = []
            var merged: [ScenarioValueEntry] = []
            for (keyNode, valueNode) in mapping {
                let keyLocation = ScenarioSourceLocation(
                    file: file, line: keyNode.mark?.line ?? location.line,
                    column: keyNode.mark?.column ?? location.column)
                guard case .scalar(let keyScalar) = keyNode else {
                    throw ScenarioError(
                        .typeMismatch(
                            expected: "a plain key", found: "a \(keyNode.mapping != nil ? "map" : "list") used as a key"
                        ),
                        at: keyLocation, path: path)
                }
                if keyScalar.string == "<<", keyScalar.style == .plain {
                    let source = try convert(
                        valueNode, file: file, path: childPath(path, "<<"), depth: depth + 1, budget: &budget)
                    merged.append(contentsOf: try mergeEntries(source))
                    continue
                }
                let value = try convert(
                    valueNode, file: file, path: childPath(path, keyScalar.string), depth: depth + 1, budget: &budget)
                entries.append(ScenarioValueEntry(key: keyScalar.string, keyLocation: keyLocation, value: value))
            }
            let explicitKeys = Set(entries.map(\.key))
            var seen = explicitKeys
            for entry in merged where !seen.contains(entry.key) {
                seen.insert(entry.key)
                entries.append(entry)
            }
            return ScenarioValue(.map(entries), location: location, path: path)
        }
    }

    /// Entries contributed by a YAML merge key (`<<: *base` or `<<: [*a, *b]`).
    private static func mergeEntries(_ source: ScenarioValue) throws(ScenarioError) -> [ScenarioValueEntry] {
        switch source.kind {
        case .map(let entries): return entries
        case .list(let items):
            var all: [ScenarioValueEntry] = []
            for item in items { all.append(contentsOf: try mergeEntries(item)) }
            return all
        default:
            throw ScenarioError(
                .typeMismatch(expected: "a map or list of maps to merge", found: source.foundDescription), at: source)
        }
    }

    private static func resolveScalar(
        _ scalar: Node.Scalar, location: ScenarioSourceLocation, path: String
    ) throws(ScenarioError) -> ScenarioValue {
        let text = scalar.string
        let tag = Tag.Name(rawValue: scalar.tag.rawValue)
        let plain = ScenarioValue(coreSchema(text), location: location, path: path, sourceText: text)
        switch tag {
        case .implicit: return plain
        case .str, .nonSpecific: return ScenarioValue(.string(text), location: location, path: path, sourceText: text)
        case .int, .float, .bool, .null:
            let wanted: String
            switch tag {
            case .int: wanted = "an integer"
            case .float: wanted = "a number"
            case .bool: wanted = "a boolean"
            default: wanted = "null"
            }
            let matches: Bool
            switch (tag, plain.kind) {
            case (.int, .int), (.float, .double), (.bool, .bool), (.null, .null): matches = true
            case (.float, .int(let whole)):
                return ScenarioValue(.double(Double(whole)), location: location, path: path, sourceText: text)
            default: matches = false
            }
            guard matches else {
                throw ScenarioError(
                    .typeMismatch(
                        expected: "\(wanted) (tag !!\(tag.rawValue.split(separator: ":").last ?? ""))",
                        found: "\"\(text)\""), at: location, path: path)
            }
            return plain
        default:
            return ScenarioValue(.string(text), location: location, path: path, sourceText: text)
        }
    }

    /// Resolves a plain scalar with the YAML 1.2 core schema.
    static func coreSchema(_ text: String) -> Kind {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
        case ".nan", ".NaN", ".NAN": return .double(.nan)
        default: break
        }
        let scalars = text.unicodeScalars
        let digits = CharacterSet(charactersIn: "0123456789")
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        if !body.isEmpty, body.unicodeScalars.allSatisfy({ digits.contains($0) }) {
            if let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) { return .int(value) }
            return .double(Double(text) ?? 0)
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .int(value) }
        let floatCharacters = CharacterSet(charactersIn: "0123456789.eE+-")
        if scalars.allSatisfy({ floatCharacters.contains($0) }), scalars.contains(where: { digits.contains($0) }),
            let value = Double(text)
        {
            return .double(value)
        }
        return .string(text)
    }

    /// Whether the character at `mark` (1-based line and column) is a tab, or the line is indented with one.
    private static func isTab(at mark: Mark, in yaml: String) -> Bool {
        guard
            let line = yaml.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(max(mark.line, 1) - 1)
                .first
        else { return false }
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        if indentation.contains("\t") { return true }
        let index =
            line.index(line.startIndex, offsetBy: max(mark.column, 1) - 1, limitedBy: line.endIndex) ?? line.endIndex
        return index < line.endIndex && line[index] == "\t"
    }

    /// How libyaml's message for its nesting limit begins ("Maximum nesting level reached, set with ...").
    static let yamlNestingLimitProblem = "Maximum nesting level reached"

    private static func scenarioError(from error: YamlError, file: String) -> ScenarioError {
        func at(_ mark: Mark) -> ScenarioSourceLocation {
            ScenarioSourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        }
        func describe(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch error {
        case .scanner(let context, let problem, let mark, let yaml) where Self.isTab(at: mark, in: yaml):
            _ = context
            _ = problem
            return ScenarioError(
                .yamlSyntax("a tab character here; YAML indents with spaces only: replace the tab with spaces"),
                at: at(mark))
        case .scanner(_, let problem, let mark, _) where problem.hasPrefix(Self.yamlNestingLimitProblem),
            .parser(_, let problem, let mark, _) where problem.hasPrefix(Self.yamlNestingLimitProblem):
            // libyaml's own depth limit (1000) names its C API; say what the file must change instead.
            return ScenarioError(
                .tooLarge("values are nested more than \(ConversionBudget().maxDepth) levels deep"), at: at(mark))
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return ScenarioError(.yamlSyntax(describe(problem, context)), at: at(mark))
        case .reader(let problem, let offset, _, let yaml):
            let prefix = yaml.utf8.prefix(offset ?? 0)
            let line = prefix.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let column = prefix.reversed().prefix(while: { $0 != UInt8(ascii: "\n") }).count + 1
            return ScenarioError(
                .yamlSyntax(problem), at: ScenarioSourceLocation(file: file, line: line, column: column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return ScenarioError(
                .yamlSyntax("duplicate key \(keys) in one map; each key may appear once"), at: at(context.mark))
        default:
            return ScenarioError(
                .yamlSyntax(String(describing: error)), at: ScenarioSourceLocation(file: file, line: 1, column: 1))
        }
    }
}
