import HarnessSession
import LockCore

/// One step kind of the scenario vocabulary, declared once: its name, how its YAML argument is read, how an input
/// is written back in the syntax the parser reads, a one-line help and examples.
///
/// The parser (``ScenarioStepInterpreter``), the printer (``ExploreScenarioWriter/step(_:)``), `lockharness
/// session`'s `help` and the step table in docs/scenarios.md all come from ``StepVocabulary/steps``:
///
/// ```swift
/// StepSpec(
///     "advance", "10s", help: "let virtual time pass; due timers fire at their own instants",
///     examples: [.advance(.seconds(10))],
///     parse: { argument throws(ScenarioError) in .advance(try StepVocabulary.nonNegative(argument)) },
///     print: { input in
///         guard case .advance(let duration) = input else { return nil }
///         return .text(ScenarioDuration.format(duration))
///     })
/// StepSpec.bare("launch", .launch, help: "start the app from cold")
/// ```
public struct StepSpec: Sendable {
    /// How a step's argument is written back.
    public enum Argument: Sendable, Hashable {
        /// No argument: the step is its bare name (`launch`).
        case bare
        /// The argument as flow-style YAML (`10s`, `"482916"`, `{matching: false}`).
        case text(String)
    }

    /// The step's name as written in `steps:` (`advance`).
    public let name: String
    /// The argument's shape as an example (`10s`, `cancel | send-reset-email | logout`); empty for bare steps.
    public let argumentSynopsis: String
    /// What the step does, in one line.
    public let help: String
    /// Inputs this step stands for, each of which prints with this step and parses back to itself.
    public let examples: [SessionInput]
    /// Whether any lock app's user could take this step (it may appear in a conformance suite); `false` for the
    /// harness's levers on LockHarness's own backend (`api-failure`, `api-latency`).
    public private(set) var isPortable = true
    /// The words a key of the argument takes, when they are a fixed set (`sensor: {hardware: ...}`, the outcomes of
    /// `sensor: {queue: [...]}`): the MCP schema's `enum`s and the REPL's Tab completion come from here.
    public private(set) var argumentWords: [String: [String]] = [:]
    private let interpretArgument: @Sendable (ScenarioValue) throws(ScenarioError) -> ScenarioStepKind
    private let printArgument: @Sendable (SessionInput) -> Argument?

    /// A step that becomes an input: `parse` reads the argument (`.null` when there is none), `print` gives the
    /// argument back for the inputs this step stands for and `nil` for every other input.
    public init(
        _ name: String, _ argumentSynopsis: String, help: String, examples: [SessionInput],
        parse: @escaping @Sendable (ScenarioValue) throws(ScenarioError) -> SessionInput,
        print: @escaping @Sendable (SessionInput) -> Argument?
    ) {
        self.name = name
        self.argumentSynopsis = argumentSynopsis
        self.help = help
        self.examples = examples
        self.interpretArgument = { argument throws(ScenarioError) in .input(try parse(argument)) }
        self.printArgument = print
    }

    /// A step whose argument is not an input (`expect`): it never prints from an input.
    public init(
        _ name: String, _ argumentSynopsis: String, help: String,
        interpret: @escaping @Sendable (ScenarioValue) throws(ScenarioError) -> ScenarioStepKind
    ) {
        self.name = name
        self.argumentSynopsis = argumentSynopsis
        self.help = help
        self.examples = []
        self.interpretArgument = interpret
        self.printArgument = { _ in nil }
    }

    /// A step without an argument that always means `input`; an argument, if written, is refused (with the
    /// closest step that does take one as a suggestion), so nothing a scenario types is silently dropped.
    public static func bare(_ name: String, _ input: SessionInput, help: String) -> StepSpec {
        StepSpec(
            name, "", help: help, examples: [input],
            parse: { argument throws(ScenarioError) in
                guard argument.isNull else {
                    throw ScenarioError(
                        .unexpectedArgument(
                            step: name,
                            suggestion: NameSuggestion.closest(to: name, among: StepVocabulary.namesTakingArguments)),
                        at: argument)
                }
                return input
            },
            print: { candidate in candidate == input ? .bare : nil })
    }

    /// This step, with `key` of its argument taking `words` (an item of a list value takes one each).
    public func taking(_ words: [String], at key: String) -> StepSpec {
        var copy = self
        copy.argumentWords[key] = words
        return copy
    }

    /// This step, marked as not something a user of any lock app does (``isPortable`` is `false`).
    public func modelOnly() -> StepSpec {
        var copy = self
        copy.isPortable = false
        return copy
    }

    /// The synopsis as the step is written: `advance: 10s`, `launch`.
    public var synopsis: String { argumentSynopsis.isEmpty ? name : "\(name): \(argumentSynopsis)" }

    /// The meaning of this step with `argument`.
    public func interpret(_ argument: ScenarioValue) throws(ScenarioError) -> ScenarioStepKind {
        try interpretArgument(argument)
    }

    /// The argument that writes `input` back as this step, or `nil` when `input` is not this step's.
    public func argument(for input: SessionInput) -> Argument? { printArgument(input) }

    /// `input` as one item of `steps:` (`advance: 1m`, `launch`), or `nil` when `input` is not this step's.
    public func line(for input: SessionInput) -> String? {
        switch argument(for: input) {
        case nil: return nil
        case .bare: return name
        case .text(let text): return "\(name): \(text)"
        }
    }
}
