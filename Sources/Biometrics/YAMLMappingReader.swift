import LockCore
import Yams

/// Reads typed fields out of one YAML mapping, turning every mistake into a ``DeviceProfileError`` that
/// names the file, line, column and dotted field path.
struct YAMLMappingReader {
    /// The file the mapping came from.
    let file: String
    /// The dotted path of this mapping ("" at the top level).
    let path: String
    /// Where the mapping starts.
    let mark: Mark?
    private let entries: [(key: String, keyMark: Mark?, value: Node)]

    /// A reader for `node`, which must be a mapping with plain-text keys.
    init(_ node: Node, file: String, path: String) throws(DeviceProfileError) {
        self.file = file
        self.path = path
        self.mark = node.mark
        guard case .mapping(let mapping) = node else {
            throw Self.error(
                file: file, at: node.mark, field: path.isEmpty ? nil : path,
                .wrongType(expected: "a mapping of fields", found: Self.describe(node)))
        }
        var entries: [(key: String, keyMark: Mark?, value: Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                throw Self.error(
                    file: file, at: key.mark, field: path.isEmpty ? nil : path,
                    .wrongType(expected: "a plain key", found: Self.describe(key)))
            }
            entries.append((scalar.string, key.mark, value))
        }
        self.entries = entries
    }

    /// The dotted path of `key` in this mapping.
    func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An error about `key` at `node` (or at the key, or the mapping, when the value is missing).
    func error(_ key: String, at node: Node?, _ problem: DeviceProfileError.Problem) -> DeviceProfileError {
        let keyMark = entries.first { $0.key == key }?.keyMark
        return Self.error(file: file, at: node?.mark ?? keyMark ?? mark, field: fieldPath(key), problem)
    }

    /// Throws for the first key not in `allowed`, suggesting the closest allowed key.
    func rejectUnknownKeys(allowed: [String]) throws(DeviceProfileError) {
        for entry in entries where !allowed.contains(entry.key) {
            throw Self.error(
                file: file, at: entry.keyMark, field: fieldPath(entry.key),
                .unknownKey(
                    name: entry.key, suggestion: NameSuggestion.closest(to: entry.key, among: allowed),
                    allowed: allowed))
        }
    }

    /// Whether `key` is present (even with a null value).
    func contains(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The value node of `key`, or `nil`.
    func node(_ key: String) -> Node? { entries.first { $0.key == key }?.value }

    /// The value of `key`, or a missing-field error.
    func required<T>(_ key: String, _ value: T?) throws(DeviceProfileError) -> T {
        guard let value else { throw error(key, at: nil, .missingField) }
        return value
    }

    /// A non-empty string, or `nil` when absent.
    func string(_ key: String) throws(DeviceProfileError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let scalar) = node, node.tag != Tag(.null), !scalar.string.isEmpty else {
            throw error(key, at: node, .wrongType(expected: "text", found: Self.describe(node)))
        }
        return scalar.string
    }

    /// An integer of at least `minimum`, or `nil` when absent.
    func int(_ key: String, minimum: Int) throws(DeviceProfileError) -> Int? {
        guard let node = node(key) else { return nil }
        guard case .scalar = node, let value = node.int else {
            throw error(key, at: node, .wrongType(expected: "a whole number", found: Self.describe(node)))
        }
        guard value >= minimum else {
            throw error(key, at: node, .outOfRange(value: value, expected: "\(minimum) or more"))
        }
        return value
    }

    /// A boolean, or `nil` when absent.
    func bool(_ key: String) throws(DeviceProfileError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .scalar = node, let value = node.bool else {
            throw error(key, at: node, .wrongType(expected: "true or false", found: Self.describe(node)))
        }
        return value
    }

    /// One of `E`'s raw values, or `nil` when absent.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(DeviceProfileError) -> E?
    where E.RawValue == String {
        guard let text = try string(key) else { return nil }
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        throw error(
            key, at: node(key),
            .invalidValue(
                value: text, expected: "one of \(names.joined(separator: ", "))",
                suggestion: NameSuggestion.closest(to: text, among: names)))
    }

    /// A nested mapping, or `nil` when absent.
    func mapping(_ key: String) throws(DeviceProfileError) -> YAMLMappingReader? {
        guard let node = node(key) else { return nil }
        return try YAMLMappingReader(node, file: file, path: fieldPath(key))
    }

    /// A list's items, or `nil` when absent.
    func sequence(_ key: String) throws(DeviceProfileError) -> [Node]? {
        guard let node = node(key) else { return nil }
        guard case .sequence(let sequence) = node else {
            throw error(key, at: node, .wrongType(expected: "a list", found: Self.describe(node)))
        }
        return Array(sequence)
    }

    /// An error at `mark`.
    static func error(
        file: String, at mark: Mark?, field: String?, _ problem: DeviceProfileError.Problem
    ) -> DeviceProfileError {
        DeviceProfileError(file: file, line: mark?.line, column: mark?.column, field: field, problem: problem)
    }

    /// A short description of what `node` holds, for "found ..." messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return node.tag == Tag(.null) || scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }
}
