import LockCore

/// Suggests the closest known word for a misspelt one ("did you mean ...?").
enum DidYouMean {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    static func suggestion(for word: String, in candidates: [String]) -> String? {
        if let sameButCase = candidates.first(where: { $0.lowercased() == word.lowercased() }) { return sameButCase }
        return NameSuggestion.closest(to: word, among: candidates)
    }
}
