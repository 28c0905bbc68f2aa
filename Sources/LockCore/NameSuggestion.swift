/// Did-you-mean suggestions for misspelled keys, step names, enum words and case ids.
///
/// ```swift
/// NameSuggestion.closest(to: "stpes", among: ["name", "steps"])   // "steps"
/// NameSuggestion.closest(to: "enterPin", among: ["enter-pin"])    // "enter-pin"
/// ```
public enum NameSuggestion {
    /// The candidate closest to `word`, or `nil` when none is close enough to be a plausible typo.
    ///
    /// Comparison ignores case, `-` and `_`. A candidate that reads the same then wins, then (for a word of at least
    /// three letters) the shortest candidate that starts with the word (`back` → `background`), then the shortest
    /// that contains it (`iphone15` → `iphone-15-pro`); only then edit distance (with adjacent transpositions),
    /// qualifying when it is at most a third of the word's length, and at least 1 when the word is short.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = normalized(word)
        let others = candidates.filter { $0 != word }.map { (candidate: $0, key: normalized($0)) }
        if let same = others.first(where: { $0.key == target }) { return same.candidate }
        if target.count >= 3 {
            for matches in [{ (key: String) in key.hasPrefix(target) }, { (key: String) in key.contains(target) }] {
                if let match = others.filter({ matches($0.key) }).min(by: { $0.key.count < $1.key.count }) {
                    return match.candidate
                }
            }
        }
        var best: (candidate: String, distance: Int)?
        for other in others {
            let distance = editDistance(target, other.key)
            if best == nil || distance < best!.distance {
                best = (other.candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(1, target.count / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Every candidate that starts with `prefix` (exactly, case and all), in their order: what Tab completes to.
    public static func completions(of prefix: String, among candidates: some Sequence<String>) -> [String] {
        candidates.filter { $0.hasPrefix(prefix) }
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
