import Foundation

/// POSIX shell quoting for commands printed in reports.
public enum ScenarioShellQuoting {
    /// `word` unchanged when it is safe unquoted, otherwise in single quotes with embedded quotes escaped.
    public static func quote(_ word: String) -> String {
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                ScenarioCaseID.isAllowed($0) || "/+=:,@%".unicodeScalars.contains($0)
            }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
