import Foundation
import HarnessLanguage

/// Which files `lockharness run` reads for the paths it is given.
///
/// - A file named on the command line is always read, whatever its extension or folder.
/// - A directory is searched recursively for `*.yaml` and `*.yml` files, in sorted order (by name, depth first,
///   so the same tree gives the same order on every machine).
/// - While searching, directories named `invalid` (fixtures that must fail to load, e.g. `Tests/Scenarios/invalid`)
///   and hidden entries (names starting with `.`) are skipped, and symbolic links to directories are not followed.
///   The skip applies to what the search finds, not to a directory named on the command line:
///   `lockharness run Tests/Scenarios/invalid` reads the broken fixtures.
/// - Other files (plists and the like that scenarios refer to, e.g. `Tests/Scenarios/apps`) are not scenarios.
///
/// ```swift
/// let files = try ScenarioDiscovery.files(at: "Tests/Scenarios")  // Tests/Scenarios/deep-links.yaml, ...
/// ```
public enum ScenarioDiscovery {
    /// The extensions a directory search picks up.
    public static let extensions = ["yaml", "yml"]
    /// Directory names a search skips: deliberately broken fixtures.
    public static let skippedDirectoryNames: Set<String> = ["invalid"]

    /// `path` itself when it is a file, or the scenario files under it when it is a directory; throws when `path`
    /// does not exist or a directory cannot be listed.
    public static func files(at path: String) throws -> [String] {
        if path == "-" {
            throw ScenarioError(
                .other(
                    "-: `run` reads scenario files, not standard input; save the scenario to a file "
                        + "(e.g. `cat > scenario.yaml`) and name it"))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        guard isDirectory.boolValue else { return [path] }
        var found: [String] = []
        try search(directory: path, into: &found)
        return found
    }

    /// The message for a run whose `paths` hold no scenario file: names every path searched and the skip rule.
    public static func nothingFoundMessage(paths: [String]) -> String {
        let searched = paths.isEmpty ? "(no paths given)" : paths.joined(separator: ", ")
        return "error: no scenario files (*.yaml, *.yml) under \(searched); "
            + "subdirectories named 'invalid' and hidden ones are skipped; name a file to run it anyway"
    }

    private static func search(directory: String, into found: inout [String]) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                if isLink || skippedDirectoryNames.contains(name) { continue }
                try search(directory: path, into: &found)
            } else if extensions.contains((name as NSString).pathExtension) {
                found.append(path)
            }
        }
    }
}
