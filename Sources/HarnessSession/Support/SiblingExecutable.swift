import Foundation

/// Finds one of the package's executables (`lockharness-server`, `lockharness-serve`): `$VARIABLE` first, else next
/// to the running executable (or, for a test bundle on macOS, next to the bundle), else on `PATH`.
///
/// ```swift
/// let serve = try SiblingExecutable.locate("lockharness-serve", variable: "LOCKHARNESS_SERVE")
/// ```
public enum SiblingExecutable {
    /// The executable was not found; the description says where it was looked for and how to fix it.
    public struct NotFound: Error, Sendable, CustomStringConvertible {
        /// What went wrong and what to do.
        public let description: String
    }

    /// The path of `name`: `environment[variable]` (which must then be executable), next to this executable,
    /// or on `PATH`.
    public static func locate(
        _ name: String, variable: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(NotFound) -> URL {
        let manager = FileManager.default
        if let path = environment[variable], !path.isEmpty {
            guard manager.isExecutableFile(atPath: path) else {
                throw NotFound(description: "\(variable)=\(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        let selfURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let selfDirectory = selfURL.resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(selfDirectory.appendingPathComponent(name))
        // A test bundle runs from `<build>/debug/X.xctest/Contents/MacOS/X` on macOS.
        candidates.append(
            selfDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(name))
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent(name))
        }
        if let found = candidates.first(where: { manager.isExecutableFile(atPath: $0.path) }) { return found }
        throw NotFound(
            description: "cannot find the \(name) executable next to \(selfDirectory.path) or on PATH; "
                + "build it with `swift build --product \(name)` or set \(variable) to its path")
    }
}
