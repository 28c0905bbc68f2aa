import Foundation

/// The file `lockharness serve` writes at start (`{"url": ..., "token": ...}`, mode 0600) and `lockharness ctl`
/// reads: `$XDG_STATE_HOME/lockharness/serve.json`, else `~/.local/state/lockharness/serve.json`.
public enum LiveControlStateFile {
    /// The default path.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base: String
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            base = state
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = home + "/.local/state"
        }
        return base + "/lockharness/serve.json"
    }

    /// Writes `{"url": url, "token": token}` to `path` with mode 0600 (its directory 0700 when created).
    public static func write(url: String, token: String, to path: String) throws {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try manager.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let text = JSONText.object([("url", JSONText.string(url)), ("token", JSONText.string(token))]) + "\n"
        let temporary = path + ".\(getpid()).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary]) }
        if manager.fileExists(atPath: path) { try manager.removeItem(atPath: path) }
        try manager.moveItem(atPath: temporary, toPath: path)
    }
}
