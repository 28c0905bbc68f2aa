import Foundation
import Harness
import MCP

/// What a step changed in the session's state: the expect fields whose value differs between the state before and
/// after, in the order `state` prints them. A tool result carries this instead of all 62 fields (the whole state is
/// the `lockharness://session/state` resource and `read_screen`'s result).
///
/// ```swift
/// StateChange(before: #"{"screen": "home", "locked": false}"#, after: #"{"screen": "lock", "locked": true}"#)
///     .text   // {"screen": "lock", "locked": true}
/// ```
public struct StateChange: Sendable, Equatable {
    /// Each changed field with its new value, in table order.
    public let fields: [(name: String, value: Value)]

    /// The fields of `after` that are not the same in `before` (every field of `after` when `before` is not JSON).
    public init(before: String, after: String) {
        let old = Self.members(before)
        let new = Self.members(after)
        let others = new.keys.filter { ExpectFieldVocabulary.field(named: $0) == nil }.sorted()
        let order = ExpectFieldVocabulary.names + others
        fields = order.compactMap { name in
            guard let value = new[name], old[name] != value else { return nil }
            return (name, value)
        }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { fields.isEmpty }

    /// The changed fields as a JSON object value.
    public var value: Value { .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) })) }

    /// The changed fields as one line of JSON in table order (`{}` when nothing changed).
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let parts = fields.map { field in
            let value = (try? encoder.encode(field.value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
            return "\(ExpectFieldVocabulary.jsonString(field.name)): \(value)"
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    private static func members(_ json: String) -> [String: Value] {
        guard case .object(let members)? = try? JSONDecoder().decode(Value.self, from: Data(json.utf8)) else {
            return [:]
        }
        return members
    }
}
