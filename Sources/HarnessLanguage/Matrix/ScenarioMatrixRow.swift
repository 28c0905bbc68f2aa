/// One row of an expanded matrix: the variables of one case, in a stable order, and where the row came from.
public struct ScenarioMatrixRow: Sendable, Equatable {
    /// The variables, axis values first (in axis order), then keys from `add`, `extend` and `derive`.
    public var bindings: [ScenarioValueEntry]
    /// Where the row came from, for messages: `axes row 3 (sensor=faceID, outcome=success)` or `add[0] at f:4:5`.
    public var origin: String
    /// Where the row came from in the file.
    public var location: ScenarioSourceLocation
    /// The keys written by the axes or the `add` entry (the case's parameters, as opposed to derived values).
    public var parameterKeys: [String]

    /// Creates a row.
    public init(
        bindings: [ScenarioValueEntry], origin: String, location: ScenarioSourceLocation, parameterKeys: [String]
    ) {
        self.bindings = bindings
        self.origin = origin
        self.location = location
        self.parameterKeys = parameterKeys
    }

    /// The value bound to `key`.
    public subscript(key: String) -> ScenarioValue? {
        bindings.first { $0.key == key }?.value
    }

    /// Sets `key`, replacing an existing binding in place or appending a new one.
    public mutating func set(_ key: String, to value: ScenarioValue, keyLocation: ScenarioSourceLocation) {
        if let index = bindings.firstIndex(where: { $0.key == key }) {
            bindings[index].value = value
        } else {
            bindings.append(ScenarioValueEntry(key: key, keyLocation: keyLocation, value: value))
        }
    }

    /// `sensor=faceID, outcome=success` for the parameter keys.
    public var parameterSummary: String {
        parameterKeys.compactMap { key in self[key].map { "\(key)=\($0)" } }.joined(separator: ", ")
    }

    /// Whether every key named by the partial row `pattern` is bound here to that value (or, for a list, to any of
    /// its items).
    public func matches(_ pattern: ScenarioValue) -> Bool {
        guard case .map(let entries) = pattern.kind else { return false }
        return entries.allSatisfy { entry in
            guard let bound = self[entry.key] else { return false }
            return entry.value.listOrSingle().contains { $0.hasSameContent(as: bound) }
        }
    }
}
