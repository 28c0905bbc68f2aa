/// The `matrix:` section of a scenario: axes multiplied into cases, then trimmed, extended and named.
///
/// ```yaml
/// matrix:
///   axes: {sensor: [faceID, touchID, none], outcome: [success, nomatch, lockout]}
///   exclude: [{sensor: none, outcome: [success, nomatch]}]      # partial match; a list means any of
///   add: [{sensor: faceID, outcome: cancel, attempts: 5}]          # whole new rows, never merged
///   extend:                                                         # keys for rows matching `match`
///     - {match: {sensor: touchID}, set: {promptText: "Touch ID"}}
///   derive:                                                         # a value looked up from one axis
///     locked: {from: outcome, values: {success: false}, default: true}
///   id: "{sensor}-{outcome}"
///   limit: 500
/// ```
/// Steps use the values as `${sensor}`; a scalar that is exactly `${locked}` takes the value's own type.
public struct ScenarioMatrix: Sendable, Equatable {
    /// The keys allowed under `matrix:`.
    public static let keys = ["axes", "exclude", "add", "extend", "derive", "id", "limit"]

    /// One named axis and its values, in file order.
    public struct Axis: Sendable, Equatable {
        /// The axis name, used as `${name}`.
        public var name: String
        /// The values, in file order.
        public var values: [ScenarioValue]
        /// Where the axis name was written.
        public var location: ScenarioSourceLocation
    }

    /// One `extend` entry: rows matching `match` receive the keys of `set`.
    public struct Extension: Sendable, Equatable {
        /// The partial row to match (`{}` matches every row).
        public var match: ScenarioValue
        /// The keys and values to set.
        public var set: ScenarioValue
        /// The 0-based position in `extend`.
        public var index: Int
    }

    /// One `derive` entry: a variable whose value is looked up from another variable's value.
    public struct Derivation: Sendable, Equatable {
        /// The new variable's name.
        public var name: String
        /// The variable whose value is the lookup key.
        public var from: ScenarioValue
        /// The table from that value (as written) to the new value.
        public var values: ScenarioValue
        /// The value for rows whose key is not in the table; `nil` makes a missing key an error.
        public var defaultValue: ScenarioValue?
        /// Where the variable name was written.
        public var location: ScenarioSourceLocation
    }

    /// The axes, in file order.
    public var axes: [Axis]
    /// `exclude` entries (maps).
    public var exclude: [ScenarioValue]
    /// `add` entries (maps).
    public var add: [ScenarioValue]
    /// `extend` entries.
    public var extend: [Extension]
    /// `derive` entries.
    public var derive: [Derivation]
    /// The `id` template, when given.
    public var idTemplate: ScenarioValue?
    /// `limit:`, when given, overriding the expander's default bound.
    public var limit: Int?
    /// Where `matrix:`'s value starts.
    public var location: ScenarioSourceLocation

    /// Reads a `matrix:` value.
    public init(parsing value: ScenarioValue) throws(ScenarioError) {
        try value.checkKeys(allowed: Self.keys)
        location = value.location
        axes = []
        if let axesValue = value.field("axes") {
            for entry in try axesValue.entries() {
                let values = entry.value.listOrSingle()
                guard !values.isEmpty else {
                    throw entry.value.mismatch(expected: "at least one value for axis '\(entry.key)'")
                }
                // Hashed by content: a 40,000-value axis is checked in milliseconds, not half a minute.
                var seen: Set<ScenarioValueContentKey> = []
                seen.reserveCapacity(values.count)
                for item in values {
                    let (inserted, earlier) = seen.insert(ScenarioValueContentKey(item))
                    if !inserted {
                        throw ScenarioError(
                            .other("axis '\(entry.key)' lists \(item) twice (first at \(earlier.value.location))"),
                            at: item)
                    }
                }
                axes.append(Axis(name: entry.key, values: values, location: entry.keyLocation))
            }
        }
        exclude = try Self.maps(value.field("exclude"), what: "a partial row such as {sensor: none}")
        add = try Self.maps(value.field("add"), what: "a new row such as {sensor: faceID, outcome: cancel}")
        extend = []
        for (index, item) in try Self.maps(value.field("extend"), what: "{match: {...}, set: {...}}").enumerated() {
            try item.checkKeys(allowed: ["match", "set"])
            let match = try item.requiredField("match")
            let set = try item.requiredField("set")
            _ = try match.entries()
            _ = try set.entries()
            extend.append(Extension(match: match, set: set, index: index))
        }
        derive = []
        if let deriveValue = value.field("derive") {
            for entry in try deriveValue.entries() {
                try entry.value.checkKeys(allowed: ["from", "values", "default"])
                let from = try entry.value.requiredField("from")
                _ = try from.text()
                let values = try entry.value.requiredField("values")
                _ = try values.entries()
                derive.append(
                    Derivation(
                        name: entry.key, from: from, values: values, defaultValue: entry.value.field("default"),
                        location: entry.keyLocation))
            }
        }
        idTemplate = value.field("id")
        if let idTemplate { _ = try idTemplate.string() }
        if let limitValue = value.field("limit") {
            let limit = try limitValue.int()
            guard limit > 0 else { throw limitValue.mismatch(expected: "a positive whole number") }
            self.limit = limit
        } else {
            limit = nil
        }
        if axes.isEmpty && add.isEmpty {
            throw ScenarioError(.missingKey("axes"), at: value)
        }
    }

    /// The names of all axes, in order.
    public var axisNames: [String] { axes.map(\.name) }

    private static func maps(_ value: ScenarioValue?, what: String) throws(ScenarioError) -> [ScenarioValue] {
        guard let value, !value.isNull else { return [] }
        let items = value.listOrSingle()
        for item in items {
            guard case .map = item.kind else { throw item.mismatch(expected: what) }
        }
        return items
    }
}
