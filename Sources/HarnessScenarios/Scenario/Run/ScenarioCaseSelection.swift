import HarnessLanguage
import LockCore

/// Picks the cases to run from `--case ID` options, with a did-you-mean error for an unknown id.
public enum ScenarioCaseSelection {
    /// The cases whose id is one of `ids` (all cases when `ids` is empty), in the cases' own order.
    ///
    /// Ids match exactly; an id that matches no case throws `.unknownCase` with the closest id as suggestion.
    public static func select(_ cases: [ScenarioCase], ids: [String]) throws(ScenarioError) -> [ScenarioCase] {
        guard !ids.isEmpty else { return cases }
        let available = cases.map(\.id)
        for id in ids where !available.contains(id) {
            let suggestion =
                NameSuggestion.closest(to: id, among: available)
                ?? available.first { $0.hasPrefix(id) || id.hasPrefix($0) }
            throw ScenarioError(.unknownCase(id, suggestion: suggestion))
        }
        return cases.filter { ids.contains($0.id) }
    }
}
