/// A fixed table of words a user picks one of, its rows the type's cases in order: a command-line option's values
/// and the scenario file's spelling of the same choice (`--policy hardened` and `policy: hardened`). The command
/// line (its values, `--help`, completion and errors), the scenario parser and its did-you-mean all read the one
/// table, so a new row is one new case.
///
/// ```swift
/// PolicyPreset.names                          // ["seed", "seed-grace", "hardened"]
/// PolicyPreset.named("hardened")              // .hardened
/// PolicyPreset.closestName(to: "hardend")     // "hardened"
/// PolicyPreset.defaultChoice                  // .seed: `--policy` left out, a scenario without `policy:`
/// ```
public protocol NamedChoice: CaseIterable, Hashable, Sendable, RawRepresentable, CustomStringConvertible
where RawValue == String, AllCases == [Self] {
    /// What the row means, in a few words, for `--help` and the docs.
    var summary: String { get }

    /// What a row is called in an error for a word that names none: `policy` in `no policy 'hardend'`.
    static var kind: String { get }

    /// The row taken when none is named (an option left out, a scenario without the key).
    static var defaultChoice: Self { get }
}

extension NamedChoice {
    /// The row's word, as the command line and a scenario file spell it.
    public var name: String { rawValue }

    /// The word.
    public var description: String { rawValue }

    /// Every word, in table order.
    public static var names: [String] { allCases.map(\.name) }

    /// The row spelled `name`, or `nil`.
    public static func named(_ name: String) -> Self? { Self(rawValue: name) }

    /// The word closest to a misspelled `word`, if one is close enough to be a typo.
    public static func closestName(to word: String) -> String? { NameSuggestion.closest(to: word, among: names) }

    /// Every word with its summary, for help text: `a (what a is), b (what b is) or c (what c is)`.
    public static var summaryList: String {
        let items = allCases.map { "\($0.name) (\($0.summary))" }
        guard items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}
