import ArgumentParser
import LockCore

extension NamedChoice {
    /// Reads `flag`'s value as a row of this table, for `@Option(transform:)`; a word that names none throws
    /// ``ChoiceArgumentError`` (did-you-mean, exit 2).
    ///
    /// ```swift
    /// @Option(help: PolicyPreset.help("The policy preset"), completion: .choices(PolicyPreset.self),
    ///     transform: PolicyPreset.argument(of: "--policy"))
    /// var policy: PolicyPreset = .defaultChoice
    /// ```
    public static func argument(of flag: String) -> @Sendable (String) throws -> Self {
        { word in
            guard let choice = named(word) else { throw ChoiceArgumentError(flag: flag, word: word, table: Self.self) }
            return choice
        }
    }

    /// `--help` text for an option of this table: `what`, every row with its summary, and the default row (the
    /// parser shows no default for an option it reads through `transform`).
    public static func help(_ what: String) -> ArgumentHelp {
        ArgumentHelp("\(what): \(summaryList). (default: \(defaultChoice))", valueName: names.joined(separator: "|"))
    }
}
