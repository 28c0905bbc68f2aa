import HarnessScenarios
import HarnessSession

extension ExploreScenarioWriter {
    /// Each input as one item of a scenario's `steps:` list, without the leading `- ` (`advance: 1m`,
    /// `enter-pin: "482916"`, `sensor: {queue: [noMatch, match]}`), in the syntax ``ScenarioStepInterpreter`` reads.
    ///
    /// Lossless for every input the explorer generates; `set-wall-clock` keeps whole seconds only.
    public static func serialize(_ inputs: [SessionInput]) -> [String] { inputs.map(step) }

    /// One input as a step, written by the ``StepVocabulary`` entry that stands for it. An input no step can
    /// write (an API error with no scenario syntax) becomes an `unprintable-input` step, which fails loudly
    /// when the file is run instead of replaying something else.
    public static func step(_ input: SessionInput) -> String {
        StepVocabulary.line(for: input) ?? "unprintable-input: \(quoted(String(describing: input)))"
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String { StepVocabulary.quoted(text) }
}
