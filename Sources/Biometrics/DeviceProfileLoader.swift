import Foundation
import Yams

/// Reads device profiles from YAML text, a file, or a directory of `*.yaml` files.
///
/// Every mistake becomes a ``DeviceProfileError`` naming the file, line, field and what was expected;
/// nothing here traps on bad input.
///
/// ```swift
/// let profiles = try DeviceProfileLoader.loadDirectory("devices")
/// let pixel = try DeviceProfileLoader.load(file: "devices/pixel-8.yaml")
/// ```
public enum DeviceProfileLoader {
    /// The top-level keys a profile may have.
    static let topLevelKeys = DeviceProfileField.top

    /// Parses one profile from `yaml`; `file` names it in errors, and when `expectedID` is given the
    /// profile's `id` must equal it.
    public static func parse(
        _ yaml: String, file: String, expectedID: String? = nil
    ) throws(DeviceProfileError) -> DeviceProfile {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw syntaxError(error, file: file)
        }
        guard let root else {
            throw DeviceProfileError(
                file: file, problem: .wrongType(expected: "a mapping of fields", found: "an empty document"))
        }
        let profile = try decodeProfile(try YAMLMappingReader(root, file: file, path: ""))
        if let expectedID, profile.id != expectedID {
            let reader = try YAMLMappingReader(root, file: file, path: "")
            throw reader.error("id", at: reader.node("id"), .idMismatch(id: profile.id, expected: expectedID))
        }
        return profile
    }

    /// Reads the profile in the file at `path`; its `id` must equal the file name without extension.
    public static func load(file path: String) throws(DeviceProfileError) -> DeviceProfile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DeviceProfileError(file: path, problem: .unreadable(reason: Self.reason(error)))
        }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try parse(try text(of: data, file: path), file: path, expectedID: stem)
    }

    /// The text of a profile file's bytes, as ``load(file:)`` decodes them (also the fuzzers' way in).
    public static func text(of data: Data, file: String) throws(DeviceProfileError) -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DeviceProfileError(file: file, problem: .unreadable(reason: "the file is not UTF-8 text"))
        }
        return text
    }

    /// Reads every `*.yaml` / `*.yml` file directly in `directory` (subdirectories are ignored), sorted by id.
    public static func loadDirectory(_ directory: String) throws(DeviceProfileError) -> [DeviceProfile] {
        let names: [String]
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw DeviceProfileError(
                file: directory,
                problem: .unreadable(reason: "a file, not a directory; name the directory that holds the profiles"))
        }
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw DeviceProfileError(file: directory, problem: .unreadable(reason: Self.reason(error)))
        }
        var byID: [String: String] = [:]
        var profiles: [DeviceProfile] = []
        for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            let path = (directory as NSString).appendingPathComponent(name)
            let profile = try load(file: path)
            if let other = byID[profile.id] {
                throw DeviceProfileError(
                    file: path, field: "id", problem: .duplicateID(id: profile.id, otherFile: other))
            }
            byID[profile.id] = path
            profiles.append(profile)
        }
        return profiles.sorted { $0.id < $1.id }
    }

    /// Maps a Yams error to a located syntax error.
    static func syntaxError(_ error: any Error, file: String) -> DeviceProfileError {
        guard let yamlError = error as? YamlError else {
            return DeviceProfileError(file: file, problem: .syntax(String(describing: error)))
        }
        switch yamlError {
        case .scanner(_, let problem, let mark, _) where problem.hasPrefix("Maximum nesting level reached"),
            .parser(_, let problem, let mark, _) where problem.hasPrefix("Maximum nesting level reached"):
            // libyaml's depth limit; its own message names its C API instead of the file's problem.
            return DeviceProfileError(
                file: file, line: mark.line, column: mark.column,
                problem: .syntax("values are nested more than 1000 levels deep; a device profile needs three"))
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) (\($0.text))" } ?? problem
            return DeviceProfileError(file: file, line: mark.line, column: mark.column, problem: .syntax(detail))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return DeviceProfileError(
                file: file, line: context.mark.line, column: context.mark.column,
                problem: .syntax("duplicated keys \(duplicates.joined(separator: ", "))"))
        default:
            let text = String(describing: yamlError).split(separator: "\n").first.map(String.init) ?? "unknown error"
            return DeviceProfileError(file: file, problem: .syntax(text))
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
