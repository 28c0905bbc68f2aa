import HarnessScenarios
import HarnessSession

/// The app's state as a worker reports it: every expect field by name, with the value forms `expect` compares
/// (``ExpectFieldVocabulary/stateJSON(_:)`` writes the same object).
public struct WorkerState: Sendable, Hashable, Codable {
    /// The values by field name; a field not reported reads as `null`.
    public var values: [String: SnapshotValue]

    /// The state with `values`.
    public init(values: [String: SnapshotValue]) { self.values = values }

    /// Every field of `snapshot`.
    public init(_ snapshot: SessionSnapshot) {
        var values: [String: SnapshotValue] = [:]
        for field in ExpectFieldVocabulary.fields { values[field.name] = field.value(in: snapshot) }
        self.values = values
    }

    /// The value of `field`.
    public subscript(field: String) -> SnapshotValue { values[field] ?? .none }

    /// The first field of `declared` (in table order) this state does not report, with what is wrong: the key is
    /// missing, or it is `null` though its values never are (only a `text or null` field may be `null`); `nil`
    /// when every declared field is there. A worker that declares a field supplies it on every state it sends.
    public func unreported(of declared: Set<String>) -> (field: String, problem: String)? {
        for field in ExpectFieldVocabulary.fields where declared.contains(field.name) {
            guard let value = values[field.name] else { return (field.name, "has no `\(field.name)`") }
            if value == .none, field.kind != .optionalText {
                return (field.name, "has `\(field.name): null`, which only a `text or null` field may be")
            }
        }
        return nil
    }

    /// The fields in `names` as `name=value`, in table order (a trace line).
    public func summary(of names: Set<String>) -> String {
        ExpectFieldVocabulary.fields.filter { names.contains($0.name) }
            .map { "\($0.name)=\(ExpectFieldVocabulary.json(self[$0.name]))" }.joined(separator: " ")
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads each field in the form its vocabulary entry gives (no trial decoding); names the vocabulary does not
    /// know are ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [String: SnapshotValue] = [:]
        for key in container.allKeys {
            guard let field = ExpectFieldVocabulary.field(named: key.stringValue) else { continue }
            if try container.decodeNil(forKey: key) {
                values[key.stringValue] = SnapshotValue.none
                continue
            }
            switch field.kind {
            case .bool: values[key.stringValue] = .bool(try container.decode(Bool.self, forKey: key))
            case .int: values[key.stringValue] = .int(try container.decode(Int.self, forKey: key))
            case .text, .optionalText, .duration:
                values[key.stringValue] = .string(try container.decode(String.self, forKey: key))
            }
        }
        self.values = values
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (name, value) in values {
            let key = Key(stringValue: name)
            switch value {
            case .bool(let flag): try container.encode(flag, forKey: key)
            case .int(let number): try container.encode(number, forKey: key)
            case .string(let text): try container.encode(text, forKey: key)
            case .none: try container.encodeNil(forKey: key)
            }
        }
    }
}

extension WorkerState: FieldReading {
    /// The reported value, `.none` where the worker reported none.
    public func value(of field: String) -> SnapshotValue { self[field] }
}
