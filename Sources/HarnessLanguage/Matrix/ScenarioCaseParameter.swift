/// One named parameter of a case (an axis value or a key of an `add` row), as text for ids, reports and JUnit.
public struct ScenarioCaseParameter: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The parameter name.
    public var name: String
    /// The value as written in the file (maps and lists in flow style).
    public var value: String

    /// Creates a parameter.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`.
    public var description: String { "\(name)=\(value)" }
}
