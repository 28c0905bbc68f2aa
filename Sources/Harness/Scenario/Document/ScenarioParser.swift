import Foundation

/// Reads scenario files into ``ScenarioDocument``s, reporting every problem as a located ``ScenarioError``.
///
/// ```swift
/// let document = try ScenarioParser.parse(contentsOf: "Tests/Scenarios/lock-after-timeout.yaml")
/// let cases = try ScenarioMatrixExpander().cases(for: document)
/// ```
public enum ScenarioParser {
    /// Parses YAML text; `file` is used in locations and as the default scenario name.
    public static func parse(yaml: String, file: String) throws(ScenarioError) -> ScenarioDocument {
        let root = try ScenarioValue.parseYAML(yaml, file: file)
        guard case .map = root.kind else {
            throw root.mismatch(expected: "a scenario map with `name:` and `steps:`")
        }
        return try ScenarioDocument(root: root, file: file, template: true)
    }

    /// Reads and parses a file; the path is kept as given for locations.
    public static func parse(contentsOf path: String) throws(ScenarioError) -> ScenarioDocument {
        try parse(yaml: try readText(atPath: path), file: path)
    }

    /// A scenario file's text.
    /// - Throws: a ``ScenarioError`` saying what is wrong: unreadable, binary (NUL bytes), or not UTF-8 (with the
    ///   byte offset).
    public static func readText(atPath path: String) throws(ScenarioError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScenarioError(.unreadableFile("\(path): cannot read: \(error.localizedDescription)"))
        }
        return try text(of: data, path: path)
    }

    /// The text of a scenario file's bytes, as ``readText(atPath:)`` decodes them (also the fuzzers' way in).
    /// - Throws: a ``ScenarioError`` naming `path`: binary (NUL bytes, with the offset) or not UTF-8.
    public static func text(of data: Data, path: String) throws(ScenarioError) -> String {
        if let nul = data.firstIndex(of: 0) {
            throw ScenarioError(
                .unreadableFile(
                    "\(path) is a binary file (a NUL byte at offset \(nul - data.startIndex)); scenario files are "
                        + "YAML text"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(
                .unreadableFile("\(path) is not UTF-8 text; save it as UTF-8 (scenario files are YAML text)"))
        }
        return text
    }
}
