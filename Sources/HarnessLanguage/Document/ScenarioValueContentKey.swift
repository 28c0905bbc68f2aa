/// A value as a dictionary or set key by its content: two keys are equal when their values have the same content
/// (``ScenarioValue/hasSameContent(as:)``: locations, paths and spelling ignored, `1` and `1.0` alike, `.nan` equal
/// to itself), and equal keys hash alike. Finding a value among n others then costs one hash, not n comparisons
/// (a 40,000-value axis's duplicate check, or 1,500 `exclude` entries over a 3,000-value axis).
///
/// ```swift
/// var seen: [ScenarioValueContentKey: Int] = [:]
/// for (index, value) in axis.values.enumerated() { if let first = seen[.init(value)] { ... } else { seen[.init(value)] = index } }
/// ```
struct ScenarioValueContentKey: Hashable, Sendable {
    /// The value keyed.
    let value: ScenarioValue

    /// The key of `value`.
    init(_ value: ScenarioValue) { self.value = value }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.hasSameContent(as: rhs.value) }

    func hash(into hasher: inout Hasher) { Self.hash(value, into: &hasher) }

    /// Numbers hash as doubles (an integer and the double equal to it are the same content), every NaN alike.
    private static func hash(_ value: ScenarioValue, into hasher: inout Hasher) {
        switch value.kind {
        case .null:
            hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .int(let number):
            hasher.combine(2)
            hasher.combine(Double(number))
        case .double(let number):
            hasher.combine(2)
            if number.isNaN { hasher.combine(3) } else { hasher.combine(number) }
        case .string(let text):
            hasher.combine(4)
            hasher.combine(text)
        case .list(let items):
            hasher.combine(5)
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .map(let entries):
            hasher.combine(6)
            hasher.combine(entries.count)
            for entry in entries {
                hasher.combine(entry.key)
                hash(entry.value, into: &hasher)
            }
        }
    }
}
