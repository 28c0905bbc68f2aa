import Foundation

/// Writes a report so that nothing half-written is ever left at its path.
///
/// The text goes to a temporary file in the same directory (`.name.tmp-PID-N`), which is then renamed over the
/// destination: a reader sees the old file or the complete new one. On failure the temporary file is removed.
public enum ScenarioReportFile {
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
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(code),
                ])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
