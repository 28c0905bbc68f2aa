import Foundation
import HarnessLanguage

/// Writes a report so that nothing half-written is ever left at its path.
///
/// The text goes to a temporary file in the same directory (`.name.tmp-PID-N`), which is then renamed over the
/// destination: a reader sees the old file or the complete new one. On failure the temporary file is removed.
public enum ScenarioReportFile {
    /// Why a report could not be written to `path`, or `nil` when it can: checked before a run, so a bad path costs
    /// nothing rather than the whole run. The reasons: an empty path, a path that is a directory (or ends in `/`),
    /// a directory that does not exist or is not a directory, or one in which no file can be created (found by
    /// creating and removing a probe file there, as the write's temporary file will be).
    public static func problem(writingTo path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory; name a file in it"
        }
        if path.hasSuffix("/") { return "the path ends in '/'; name a file" }
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            return "the directory \(directory) does not exist; create it first"
        }
        guard isDirectory.boolValue else { return "\(directory) is not a directory" }
        let probe = (directory as NSString).appendingPathComponent(
            ".\(destination.lastPathComponent).probe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            return "cannot create a file in \(directory): \(String(cString: strerror(errno)))"
        }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// Writes `text` to `path` atomically.
    public static func write(_ text: String, to path: String) throws {
        try write(to: path) { emit in try emit(Array(text.utf8)) }
    }

    /// Writes what `produce` emits, chunk by chunk, to `path` atomically (a report larger than memory never has
    /// to be one string).
    public static func write(to path: String, produce: (_ emit: ([UInt8]) throws -> Void) throws -> Void) throws {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try produce { bytes in try handle.write(contentsOf: bytes) }
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            if rename(temporary.path, destination.path) != 0 {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                throw CocoaError(
                    .fileWriteUnknown,
                    userInfo: [
                        NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(code),
                    ])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
