import LockCore

/// Typed accessors: each returns the value in the wanted type or throws a ``ScenarioError`` that names
/// `file:line:column`, the field path, what was expected and what was found.
extension ScenarioValue {
    /// Throws `expected ..., found ...` at this value.
    public func mismatch(expected: String) -> ScenarioError {
        ScenarioError(.typeMismatch(expected: expected, found: foundDescription), at: self)
    }

    /// A string scalar (quoted or plain text; numbers and booleans are rejected; see ``text()``).
    public func string() throws(ScenarioError) -> String {
        guard case .string(let value) = kind else { throw mismatch(expected: "a string") }
        return value
    }

    /// Any non-null scalar exactly as written: `enter-pin: 012345` gives `"012345"`, not `12345`.
    public func text() throws(ScenarioError) -> String {
        guard isScalar, !isNull, let text = scalarText else { throw mismatch(expected: "a scalar (text or number)") }
        return text
    }

    /// `true` or `false` (YAML 1.2: `yes`, `no`, `on`, `off` are strings and are rejected here).
    public func bool() throws(ScenarioError) -> Bool {
        guard case .bool(let value) = kind else { throw mismatch(expected: "true or false") }
        return value
    }

    /// A whole number.
    public func int() throws(ScenarioError) -> Int {
        guard case .int(let value) = kind else { throw mismatch(expected: "a whole number") }
        return value
    }

    /// A whole number within `range`; out of it, a mismatch that names the range in `unit`s ("minutes in 0...60").
    public func int(in range: ClosedRange<Int>, unit: String) throws(ScenarioError) -> Int {
        let number = try int()
        guard range.contains(number) else {
            throw ScenarioError(
                .typeMismatch(expected: "\(unit) in \(range.lowerBound)...\(range.upperBound)", found: String(number)),
                at: self)
        }
        return number
    }

    /// A number (whole numbers are accepted).
    public func double() throws(ScenarioError) -> Double {
        switch kind {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: throw mismatch(expected: "a number")
        }
    }

    /// A duration such as `10s`, `500ms`, `1h30m`, or `0` (see ``ScenarioDuration``).
    public func duration() throws(ScenarioError) -> Duration {
        switch kind {
        case .int(0): return .zero
        case .int(let value):
            throw ScenarioError(.invalidDuration(String(value), problem: "a bare number has no unit"), at: self)
        case .string(let text):
            do {
                return try ScenarioDuration.parse(text)
            } catch {
                throw ScenarioError(error.reason, at: self)
            }
        default: throw mismatch(expected: "a duration like 10s, 500ms or 1h30m")
        }
    }

    /// The items of a list.
    public func list() throws(ScenarioError) -> [ScenarioValue] {
        guard case .list(let items) = kind else { throw mismatch(expected: "a list") }
        return items
    }

    /// The items of a list, or the value itself as a one-item list when it is not a list.
    public func listOrSingle() -> [ScenarioValue] {
        if case .list(let items) = kind { return items }
        return [self]
    }

    /// The entries of a map, in file order.
    public func entries() throws(ScenarioError) -> [ScenarioValueEntry] {
        guard case .map(let entries) = kind else { throw mismatch(expected: "a map") }
        return entries
    }

    /// The keys of a map, in file order (empty for anything else).
    public var keys: [String] {
        guard case .map(let entries) = kind else { return [] }
        return entries.map(\.key)
    }

    /// The value under `key` of a map, or `nil` when the key is absent or this is not a map.
    public func field(_ key: String) -> ScenarioValue? {
        guard case .map(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The value under `key`; throws when this is not a map or the key is missing.
    public func requiredField(_ key: String) throws(ScenarioError) -> ScenarioValue {
        guard case .map = kind else { throw mismatch(expected: "a map with '\(key)'") }
        guard let value = field(key) else { throw ScenarioError(.missingKey(key), at: self) }
        return value
    }

    /// Throws for the first key of this map that is not in `allowed`, with a did-you-mean suggestion.
    public func checkKeys(allowed: [String]) throws(ScenarioError) {
        for entry in try entries() where !allowed.contains(entry.key) {
            throw ScenarioError(
                .unknownKey(
                    entry.key, allowed: allowed, suggestion: NameSuggestion.closest(to: entry.key, among: allowed)),
                at: entry.keyLocation, path: ScenarioValue.childPath(path, entry.key))
        }
    }

    /// A scalar that must be one of `allowed` (compared as written), with a did-you-mean suggestion.
    public func choice(of allowed: [String]) throws(ScenarioError) -> String {
        let word = try text()
        guard allowed.contains(word) else {
            throw ScenarioError(
                .invalidChoice(word, allowed: allowed, suggestion: NameSuggestion.closest(to: word, among: allowed)),
                at: self)
        }
        return word
    }

    /// A map with exactly one key, as `key: value` (the shape of `advance: 10s`).
    public func singleEntry() throws(ScenarioError) -> ScenarioValueEntry {
        let entries = try entries()
        guard entries.count == 1, let entry = entries.first else {
            throw mismatch(expected: "a map with exactly one key")
        }
        return entry
    }
}
