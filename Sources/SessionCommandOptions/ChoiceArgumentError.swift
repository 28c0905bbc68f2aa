import Harness
import LockCore

/// A command-line value that names no row of its option's table (``NamedChoice``), said in the house format:
/// `--policy: no policy 'hardend' (did you mean 'hardened'?)`, the allowed words when none is close. The commands'
/// `main` (`mainWithUsageErrorsAsBadInput()`) prints it after `error: ` and exits 2.
public struct ChoiceArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The option, as typed (`--policy`).
    public let flag: String
    /// The problem with the value, as a scenario file's header reports the same word.
    public let reason: ScenarioError.Reason

    /// The error for `word`, given to `flag`, which names no row of `Choice`.
    public init<Choice: NamedChoice>(flag: String, word: String, table: Choice.Type) {
        self.flag = flag
        self.reason = .unknownName(
            word, kind: Choice.kind, known: Choice.names, suggestion: Choice.closestName(to: word))
    }

    /// `--policy: no policy 'hardend' (did you mean 'hardened'?)`.
    public var description: String { "\(flag): \(ScenarioError(reason).message)" }

    /// The choice error `error` carries, if any: the error itself, or one the argument parser wrapped it in (a
    /// value it could not read keeps the reader's error among its stored values).
    public static func found(in error: any Error) -> ChoiceArgumentError? {
        find(in: error, depth: 0)
    }

    /// How deep ``found(in:)`` looks into the stored values of the parser's wrapping.
    private static let searchDepth = 6

    private static func find(in value: Any, depth: Int) -> ChoiceArgumentError? {
        if let found = value as? ChoiceArgumentError { return found }
        guard depth < searchDepth else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = find(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }
}
