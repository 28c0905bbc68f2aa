/// A YAML value from a scenario file in which every node remembers where it was written.
///
/// Scalars are resolved with the YAML 1.2 core schema, so `on`, `off`, `yes` and `no` stay strings
/// (no "Norway problem"), and the text as written is kept in ``sourceText`` so `enter-pin: 012345`
/// still reads back as `012345`.
///
/// ```swift
/// let seconds = try step.argument.duration()          // "advance: 10s"
/// let locked = try expect.requiredField("locked").bool()
/// ```
/// Every accessor that fails throws a ``ScenarioError`` naming `file:line:column`, the field path,
/// what was expected and what was found.
public struct ScenarioValue: Sendable, Hashable, CustomStringConvertible {
    /// The shape and content of a value.
    public enum Kind: Sendable, Hashable {
        /// `null`, `~` or nothing.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number.
        case int(Int)
        /// A number with a fraction or exponent.
        case double(Double)
        /// Any other scalar, including quoted ones.
        case string(String)
        /// A sequence.
        case list([ScenarioValue])
        /// A mapping, in file order.
        case map([ScenarioValueEntry])
    }

    /// The content.
    public var kind: Kind
    /// Where the value starts.
    public var location: ScenarioSourceLocation
    /// The field path from the document root, such as `steps[3].expect.locked`.
    public var path: String
    /// For scalars, the text exactly as written in the file.
    public var sourceText: String?

    /// Creates a value.
    public init(_ kind: Kind, location: ScenarioSourceLocation, path: String = "", sourceText: String? = nil) {
        self.kind = kind
        self.location = location
        self.path = path
        self.sourceText = sourceText
    }

    /// True for `null`.
    public var isNull: Bool { kind == .null }

    /// True for scalars (everything but lists and maps).
    public var isScalar: Bool {
        switch kind {
        case .list, .map: false
        default: true
        }
    }

    /// A scalar's text as written (or rendered), `nil` for lists and maps.
    public var scalarText: String? {
        if let sourceText { return sourceText }
        switch kind {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return value
        case .list, .map: return nil
        }
    }

    /// A short name for the kind, used in "expected ... found ..." messages.
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .list: "a list"
        case .map: "a map"
        }
    }

    /// The value rendered as compact flow-style YAML, e.g. `{locked: true, screen: lock}`.
    public var description: String {
        switch kind {
        case .string(let text): return sourceText.map { Self.quotedIfNeeded($0) } ?? Self.quotedIfNeeded(text)
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let entries):
            return "{" + entries.map { "\(Self.quotedIfNeeded($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
        default: return scalarText ?? ""
        }
    }

    /// What was found, for error messages: `a string "ten"`, `an integer 10`, `a map {a: 1}`.
    public var foundDescription: String {
        switch kind {
        case .null: return "null"
        case .string(let text): return "a string \"\(Self.truncated(text))\""
        default: return "\(kindName) \(Self.truncated(description))"
        }
    }

    /// Whether two values have the same content, ignoring locations, paths and source spelling.
    public func hasSameContent(as other: ScenarioValue) -> Bool {
        switch (kind, other.kind) {
        case (.list(let lhs), .list(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.hasSameContent(as: $1) }
        case (.map(let lhs), .map(let rhs)):
            return lhs.count == rhs.count
                && zip(lhs, rhs).allSatisfy { $0.key == $1.key && $0.value.hasSameContent(as: $1.value) }
        case (.int(let lhs), .double(let rhs)), (.double(let rhs), .int(let lhs)):
            return Double(lhs) == rhs
        case (.double(let lhs), .double(let rhs)) where lhs.isNaN || rhs.isNaN:
            // `.nan` is one value to a user: a matrix that lists it twice is a duplicate, and `exclude: {a: .nan}`
            // must match the row it names (IEEE's NaN != NaN made both silently wrong).
            return lhs.isNaN && rhs.isNaN
        default:
            return kind == other.kind
        }
    }

    /// A copy whose path (and the paths of all descendants) starts at `newPath`.
    public func rebased(at newPath: String) -> ScenarioValue {
        var copy = self
        copy.path = newPath
        switch kind {
        case .list(let items):
            copy.kind = .list(items.enumerated().map { $1.rebased(at: "\(newPath)[\($0)]") })
        case .map(let entries):
            copy.kind = .map(
                entries.map { entry in
                    var entry = entry
                    entry.value = entry.value.rebased(at: Self.childPath(newPath, entry.key))
                    return entry
                })
        default: break
        }
        return copy
    }

    /// The path of a map child: `parent.key`, or `key` at the root.
    public static func childPath(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? key : "\(parent).\(key)"
    }

    static func quotedIfNeeded(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./+@".unicodeScalars.contains($0)
            }
        if plain { return text }
        return ExpectFieldVocabulary.jsonString(text)
    }

    static func truncated(_ text: String, limit: Int = 80) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 3)) + "..."
    }
}

/// One `key: value` pair of a ``ScenarioValue`` map.
public struct ScenarioValueEntry: Sendable, Hashable {
    /// The key's text.
    public var key: String
    /// Where the key was written (the place to point at for an unknown key).
    public var keyLocation: ScenarioSourceLocation
    /// The value.
    public var value: ScenarioValue

    /// Creates an entry.
    public init(key: String, keyLocation: ScenarioSourceLocation, value: ScenarioValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
