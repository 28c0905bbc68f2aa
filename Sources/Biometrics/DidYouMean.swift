/// Suggests the closest known word for a misspelt one ("did you mean ...?").
enum DidYouMean {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo.
    static func suggestion(for word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameButCase = candidates.first(where: { $0.lowercased() == lowered }) { return sameButCase }
        let limit = max(2, word.count / 3)
        let scored = candidates.map { (candidate: $0, distance: distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.candidate
    }

    /// Levenshtein distance between `a` and `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
