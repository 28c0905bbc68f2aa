import Foundation

/// Writes a report so that nothing half-written is ever left at its path.
///
/// The text goes to a temporary file in the same directory (`.name.tmp-PID-N`), which is then renamed over the
/// destination: a reader sees the old file or the complete new one. On failure the temporary file is removed.
public enum ScenarioReportFile {
    /// Writes `text` to `path` atomically.
    public static func write(_ text: String, to path: String) throws {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try Data(text.utf8).write(to: temporary)
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
