/// Where a matrix template's `${...}` placeholders are, worked out once per plan: substituting a case then copies
/// every part without a placeholder as it is (a reference, not a walk) and visits only the parts that have one.
indirect enum ScenarioTemplateShape: Sendable {
    /// Nothing below has a `$`: the value is used as it is.
    case constant
    /// A string scalar with a `$`.
    case text
    /// A list with a placeholder somewhere below; one shape per item.
    case list([ScenarioTemplateShape])
    /// A map with a placeholder somewhere below; one shape per entry (its value). Maps whose keys have a `$` are
    /// substituted whole (`keys`).
    case map([ScenarioTemplateShape])
    /// A map with a `$` in a key: substituted without a shape.
    case keys

    /// The shape of `value`.
    init(_ value: ScenarioValue) {
        switch value.kind {
        case .string(let text):
            self = text.contains("$") ? .text : .constant
        case .list(let items):
            let shapes = items.map(ScenarioTemplateShape.init)
            self = shapes.allSatisfy(\.isConstant) ? .constant : .list(shapes)
        case .map(let entries):
            if entries.contains(where: { $0.key.contains("$") }) {
                self = .keys
                return
            }
            let shapes = entries.map { ScenarioTemplateShape($0.value) }
            self = shapes.allSatisfy(\.isConstant) ? .constant : .map(shapes)
        default:
            self = .constant
        }
    }

    /// Whether nothing below has a placeholder.
    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }
}
