/// Did-you-mean suggestions for misspelled keys, step names, enum words and case ids.
///
/// ```swift
/// NameSuggestion.closest(to: "stpes", among: ["name", "steps"])   // "steps"
/// NameSuggestion.closest(to: "enterPin", among: ["enter-pin"])    // "enter-pin"
/// ```
public enum NameSuggestion {
    /// The candidate closest to `word`, or `nil` when none is close enough to be a plausible typo.
    ///
    /// Comparison ignores case, `-` and `_`; a candidate qualifies when its edit distance (with adjacent
    /// transpositions) is at most a third of the word's length, and at least 1 when the word is short.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = normalized(word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, normalized(candidate))
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(1, target.count / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// The optimal-string-alignment edit distance: insertions, deletions, substitutions and adjacent swaps.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    private static func normalized(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }
}
