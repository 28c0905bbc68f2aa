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

    /// The largest scenario file read, in bytes (4 MiB). Parsing takes about 30 bytes of memory per byte of YAML, so
    /// the cap keeps a run under about 130 MB whatever it is given; a file this large would also exceed the
    /// 50,000-value cap on a document (``ScenarioValue``'s conversion budget) long before.
    public static let maxFileBytes = 4 << 20

    /// A scenario file's text, read with a bound: a file over ``maxFileBytes`` is refused from its size before
    /// anything is read (and a pipe or special file that has no size, once it has given that much).
    /// - Throws: a ``ScenarioError`` saying what is wrong: unreadable, too large (naming the file and the cap),
    ///   binary (NUL bytes), or not UTF-8 (with the byte offset).
    public static func readText(atPath path: String) throws(ScenarioError) -> String {
        var data = Data()
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var status = stat()
            if fstat(handle.fileDescriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                status.st_size > maxFileBytes
            {
                throw tooLarge(path: path, size: "\(status.st_size) bytes")
            }
            while data.count <= maxFileBytes,
                let chunk = try handle.read(upToCount: maxFileBytes + 1 - data.count), !chunk.isEmpty
            {
                data.append(chunk)
            }
            if data.count > maxFileBytes { throw tooLarge(path: path, size: "more than \(maxFileBytes) bytes") }
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(.unreadableFile("\(path): cannot read: \(error.localizedDescription)"))
        }
        return try text(of: data, path: path)
    }

    /// The error for a file or text over ``maxFileBytes``; `size` says how large it is.
    static func tooLarge(path: String, size: String) -> ScenarioError {
        ScenarioError(
            .unreadableFile(
                "\(path) is \(size), over the \(maxFileBytes)-byte (4 MiB) cap on scenario files; split it into "
                    + "several files, or use a `matrix:` instead of spelling cases out"))
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
