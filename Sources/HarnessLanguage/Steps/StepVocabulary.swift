import HarnessSession
import LockCore

/// Every step a scenario, `lockharness session` or the explorer's files can use, in one ordered table of
/// ``StepSpec``s. The entries live in `StepVocabulary+*.swift` by area; adding a step kind means a
/// ``SessionInput`` case, one entry here, and the session code that performs it.
public enum StepVocabulary {
    /// Every step, in the order `help` and docs/scenarios.md list them.
    public static let steps: [StepSpec] = StepArea.allCases.flatMap(steps(in:)) + [expect, refused]

    /// The steps of one area, in table order (`expect` and `refused` belong to none).
    public static func steps(in area: StepArea) -> [StepSpec] {
        switch area {
        case .scene: return sceneSteps
        case .clock: return clockSteps
        case .lockScreen: return lockScreenSteps
        case .sensor: return sensorSteps
        case .settings: return settingsSteps
        case .passwordReset: return passwordResetSteps
        case .backend: return backendSteps
        }
    }

    /// Every step name, in table order.
    public static let names: [String] = steps.map(\.name)

    /// The steps the host performs for every app (each of their inputs' ``SessionInput/performer`` is `.host`): an
    /// app's adapter neither maps nor declares them. Derived from the table, so a new host step is one row here.
    public static let hostSteps: Set<String> = Set(
        steps.filter { spec in
            !spec.examples.isEmpty
                && spec.examples.allSatisfy { if case .host = $0.performer { true } else { false } }
        }.map(\.name))

    /// The names of the steps that take an argument (`bare` steps' did-you-mean when given one).
    static let namesTakingArguments: [String] = steps.filter { !$0.argumentSynopsis.isEmpty }.map(\.name)

    private static let byName: [String: StepSpec] = Dictionary(steps.map { ($0.name, $0) }) { first, _ in first }

    /// The step called `name`, if any.
    public static func spec(named name: String) -> StepSpec? { byName[name] }

    /// The meaning of `step`; an unknown name throws with the closest known name as a suggestion.
    public static func interpret(_ step: ScenarioStep) throws(ScenarioError) -> ScenarioStepKind {
        guard let spec = byName[step.name] else {
            throw ScenarioError(
                .unknownKey(step.name, allowed: names, suggestion: NameSuggestion.closest(to: step.name, among: names)),
                at: step.location, path: step.path)
        }
        return try spec.interpret(step.argument)
    }

    /// The steps that write `input` back (exactly one for every input the vocabulary covers).
    public static func specs(printing input: SessionInput) -> [StepSpec] {
        steps.filter { $0.argument(for: input) != nil }
    }

    /// `input` as one item of `steps:` (`advance: 1m`), or `nil` when no step writes it.
    public static func line(for input: SessionInput) -> String? {
        for spec in steps {
            if let line = spec.line(for: input) { return line }
        }
        return nil
    }

    /// One line per step, `synopsis — help`, the synopses padded to `column` characters (longer ones stick out;
    /// 0 pads nothing, for text that will be wrapped).
    public static func helpLines(column: Int = 36) -> [String] {
        let width = min(column, steps.map(\.synopsis.count).max() ?? 0)
        return steps.map { spec in
            spec.synopsis + String(repeating: " ", count: max(1, width - spec.synopsis.count + 1)) + "— " + spec.help
        }
    }

    /// The steps as a Markdown table (`| step | what it does |`), as docs/scenarios.md lists them.
    public static var markdownTable: String {
        var lines = ["| step | what it does |", "|---|---|"]
        for spec in steps {
            lines.append("| `\(markdownCell(spec.synopsis))` | \(markdownCell(spec.help)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` safe inside a Markdown table cell.
    static func markdownCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// A YAML double-quoted scalar (written as a JSON string, which YAML reads the same way).
    package static func quoted(_ text: String) -> String { ExpectFieldVocabulary.jsonString(text) }

    /// A duration of zero or more.
    static func nonNegative(_ value: ScenarioValue) throws(ScenarioError) -> Duration {
        let duration = try value.duration()
        if duration < .zero {
            throw ScenarioError(.typeMismatch(expected: "a duration of 0 or more", found: "\(duration)"), at: value)
        }
        return duration
    }

    /// A duration with an optional sign (`-1h`, `+30m`, `10s`).
    static func signedDuration(_ value: ScenarioValue) throws(ScenarioError) -> Duration {
        let text = try value.text()
        do {
            if text.hasPrefix("-") {
                let magnitude = try ScenarioDuration.parse(String(text.dropFirst()))
                return .zero - magnitude
            }
            return try ScenarioDuration.parse(text.hasPrefix("+") ? String(text.dropFirst()) : text)
        } catch {
            // ScenarioDuration knows the text, not where it is: give the error the value's file:line:col.
            throw ScenarioError(error.reason, at: value)
        }
    }

    /// `expect: {...}`: fields of the snapshot that must hold (see ``ExpectFieldVocabulary``).
    static let expect = StepSpec(
        "expect", "{locked: true, screen: lock}",
        help: "check fields of the snapshot, each against a value (`state` prints them all)",
        interpret: { argument throws(ScenarioError) in .expect(try ExpectFieldVocabulary.expectations(argument)) })
}
