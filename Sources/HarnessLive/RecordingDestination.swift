import Foundation

/// Where `session --record` will write, checked before the first step so a typo does not lose the session at the
/// end.
public struct RecordingDestination: Sendable, Hashable {
    /// Why the path cannot be written.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong and what to do.
        public let description: String
    }

    /// The file.
    public let path: String

    /// A destination at `path`, after checking that it is not a directory and that its directory exists and is
    /// writable.
    /// - Throws: ``Problem`` saying which.
    public init(path: String) throws(Problem) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Problem(description: "--record \(path): is a directory; give a file name, e.g. \(path)/session.yaml")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(description: "--record \(path): the directory \(directory) does not exist; create it first")
        }
        guard manager.isWritableFile(atPath: directory) else {
            throw Problem(description: "--record \(path): cannot write in \(directory)")
        }
        self.path = path
    }

    /// Writes `text` atomically.
    /// - Throws: ``Problem`` when the write fails after all (e.g. the disk filled up).
    public func write(_ text: String) throws(Problem) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw Problem(description: "--record \(path): \(error.localizedDescription)")
        }
    }
}
