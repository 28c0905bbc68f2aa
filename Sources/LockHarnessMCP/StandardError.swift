import Foundation

/// Where `lockharness mcp` writes its own messages: standard output carries the protocol only.
public enum StandardError {
    /// Writes `line` and a newline to standard error.
    @Sendable public static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
