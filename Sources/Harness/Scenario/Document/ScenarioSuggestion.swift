import LockCore

/// Suggests the closest known name for a misspelt step, field or value (see ``NameSuggestion``).
public enum ScenarioSuggestion {
    /// The candidate closest to `word`, ignoring case, `-` and `_`, if it is a plausible typo.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        NameSuggestion.closest(to: word, among: candidates)
    }

    /// Optimal-string-alignment edit distance.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int { NameSuggestion.editDistance(lhs, rhs) }
}
