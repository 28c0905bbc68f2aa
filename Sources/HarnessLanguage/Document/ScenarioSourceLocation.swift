/// A position in a scenario file: the file path plus a 1-based line and column.
///
/// Printed as `file:line:column`, the form editors and CI annotations turn into links.
public struct ScenarioSourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path as given to the parser (or a label such as `<memory>`).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// `file:line`, the short form used in summaries.
    public var fileAndLine: String { "\(file):\(line)" }
}
