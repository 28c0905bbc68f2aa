import Foundation

/// The REPL's history file: one line per entry, newest last, at most ``limit`` kept, in
/// `$XDG_STATE_HOME/lockharness/history` (`~/.local/state/lockharness/history` without it). A file that cannot be
/// read starts an empty history; one that cannot be written loses only the history, never the session.
public struct LineHistory: Sendable {
    /// The most lines kept.
    public static let limit = 1_000

    /// Where the history lives.
    public let path: String

    /// A history at `path`.
    public init(path: String) { self.path = path }

    /// The default place, from `environment` (`LOCKHARNESS_HISTORY` overrides it; empty turns history off).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> LineHistory? {
        if let explicit = environment["LOCKHARNESS_HISTORY"] {
            return explicit.isEmpty ? nil : LineHistory(path: explicit)
        }
        let state =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { $0 + "/.local/state" }
        return state.map { LineHistory(path: $0 + "/lockharness/history") }
    }

    /// The lines saved, oldest first (none when there is no file).
    public func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).suffix(Self.limit)
    }

    /// Writes `lines` (the last ``limit``), owner-only: a session's lines can hold a passcode.
    public func save(_ lines: [String]) {
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let text = lines.suffix(Self.limit).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        _ = FileManager.default.createFile(
            atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    }
}
