/// One item of a scenario's `steps:` list, before any meaning is given to it.
///
/// `- launch` becomes `name: "launch"` with a null argument; `- advance: 10s` becomes `name: "advance"` with the
/// argument `10s`; `- expect: {locked: true}` carries the whole map as its argument. The step interpreter decides
/// what names exist and what their arguments must look like, using the typed accessors of ``ScenarioValue``.
public struct ScenarioStep: Sendable, Equatable, CustomStringConvertible {
    /// The step's name (`launch`, `advance`, `expect`, ...).
    public var name: String
    /// The argument tree (`.null` for a bare step name).
    public var argument: ScenarioValue
    /// Where the step's name was written.
    public var location: ScenarioSourceLocation
    /// The 0-based position in `steps`.
    public var index: Int

    /// Creates a step.
    public init(name: String, argument: ScenarioValue, location: ScenarioSourceLocation, index: Int) {
        self.name = name
        self.argument = argument
        self.location = location
        self.index = index
    }

    /// The field path of the step, `steps[index]`.
    public var path: String { "steps[\(index)]" }

    /// The step as written, in flow style: `advance: 10s`, `launch`.
    public var description: String {
        argument.isNull ? name : "\(name): \(argument)"
    }

    /// Reads one `steps:` item: a bare name or a single-key map.
    static func parse(_ item: ScenarioValue, index: Int) throws(ScenarioError) -> ScenarioStep {
        switch item.kind {
        case .string(let name):
            let argument = ScenarioValue(.null, location: item.location, path: item.path)
            return ScenarioStep(name: name, argument: argument, location: item.location, index: index)
        case .map(let entries) where entries.count == 1:
            let entry = entries[0]
            return ScenarioStep(name: entry.key, argument: entry.value, location: entry.keyLocation, index: index)
        case .map(let entries) where entries.isEmpty:
            throw item.mismatch(expected: "a step such as `launch` or `advance: 10s`")
        case .map(let entries):
            let keys = entries.map(\.key).joined(separator: ", ")
            throw ScenarioError(
                .typeMismatch(
                    expected: "a step with one key such as `advance: 10s`",
                    found: "a map with \(entries.count) keys (\(keys)); indent the fields under '\(entries[0].key)' "
                        + "more than the key itself, or start each step with its own `- `"),
                at: item)
        default:
            throw item.mismatch(expected: "a step: a name like `launch` or a single-key map like `advance: 10s`")
        }
    }
}
