import Foundation
import HarnessScenarios
import HarnessSession

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `lockharness serve` writes at start (`{"url": ..., "token": ..., "pid": ...}`, mode 0600) and
/// `lockharness ctl` reads: `$XDG_STATE_HOME/lockharness/serve.json`, else `~/.local/state/lockharness/serve.json`.
///
/// One server owns a state file: a second `serve` refuses a file whose `pid` is a live `lockharness serve`
/// (``liveOwner(of:)``; a live process of another program does not count), and a server removes the file at exit only while it is still its own (``removeIfOwned(_:pid:)``).
public enum LiveControlStateFile {
    /// The default path (``LiveControlClient/defaultStateFile(environment:)``, where `ctl` finds it too).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        LiveControlClient.defaultStateFile(environment: environment)
    }

    /// The process that owns the state file at `path`, if the file names one that is still running (and is not
    /// this process): `(pid, url)`. A file left by a crashed server, or unreadable, has no live owner.
    public static func liveOwner(of path: String) -> (pid: Int32, url: String)? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pid = (object["pid"] as? NSNumber)?.int32Value, pid > 0, pid != getpid()
        else { return nil }
        // Signal 0 checks the process exists; EPERM means it does, under another user.
        guard kill(pid, 0) == 0 || errno == EPERM else { return nil }
        // A live pid is not enough: after a crash and a reboot the number may belong to anything (pid 1, a shell).
        guard isServe(pid: pid) != false else { return nil }
        return (pid, object["url"] as? String ?? "?")
    }

    /// Whether process `pid` is a `lockharness serve` (its executable `lockharness-serve`, which `lockharness
    /// serve` execs, or `lockharness` with `serve` as its first argument), read from `/proc/PID/cmdline`; nil where
    /// that cannot be read (no `/proc`, as on macOS, or another user's process hidden), so the caller keeps the
    /// cautious answer.
    public static func isServe(pid: Int32) -> Bool? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else {
            return nil
        }
        let arguments = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let program = (arguments[0] as NSString).lastPathComponent
        return program == "lockharness-serve" || (program == "lockharness" && arguments.dropFirst().first == "serve")
    }

    /// Removes the state file at `path` if it is still the one process `pid` wrote (a later server may have
    /// replaced it after this one's file was found stale).
    public static func removeIfOwned(_ path: String, pid: Int32 = getpid()) {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            (object["pid"] as? NSNumber)?.int32Value == pid
        else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `{"url": url, "token": token, "pid": <this process>}` to `path` with mode 0600 (its directory 0700
    /// when created), atomically.
    public static func write(url: String, token: String, to path: String) throws {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try manager.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let text =
            JSONText.object([
                ("url", JSONText.string(url)), ("token", JSONText.string(token)), ("pid", String(getpid())),
            ]) + "\n"
        let temporary = path + ".\(getpid()).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary]) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: reason])
        }
    }
}
