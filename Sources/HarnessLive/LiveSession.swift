import Biometrics
import Foundation
import HarnessScenarios
import HarnessSession

/// A session a developer drives by hand: one step per line, in the scenario syntax
/// (`sensor: {matching: false}`, `advance: 10s`, `enter-pin: "482916"`, `expect: {locked: true}`), with the
/// state printed after each; `help` lists the steps and `state` prints every expect field as JSON. Everything
/// applied is recorded and can be written out as a scenario file, so a session explored by hand becomes a
/// regression test.
public actor LiveSession {
    /// The session being driven.
    public let session: AppSession
    let header: [String]
    var recorded: [String] = []
    private var lineNumber = 0
    /// How many `expect:` and `refused:` lines did not hold so far (the REPL exits 1 when any did).
    public internal(set) var failedExpectations = 0
    /// How many lines did not parse or were refused so far (a piped REPL exits 2 when any did).
    public internal(set) var errors = 0
    /// Wall-clock time applied by ``advanceRealTime(by:)`` and not yet written to ``recorded`` as an `advance`.
    var unrecordedRealTime: Duration = .zero

    /// A live session over a fresh ``AppSession`` built from a scenario-style header (`device`, `policy`, ...),
    /// its backend from `backend`; with an `externalSensor` (a real reader) prompts go to it, and its unplugs and
    /// replugs show on the lock screen as they happen.
    public init(
        headerYAML: String, catalog: DeviceProfileCatalog,
        backend: any SessionBackendProvider = InProcessSessionBackendProvider(),
        externalSensor: (any BiometricSensor)? = nil
    ) async throws {
        let document = try ScenarioParser.parse(yaml: headerYAML + "\nsteps: []\n", file: "session")
        let configuration = try ScenarioSessionSetup(catalog: catalog).configuration(for: document)
        session = try await AppSession(configuration, externalSensor: externalSensor, backend: backend)
        header = headerYAML.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// What `help steps` prints: one line per step (`synopsis — help`).
    public static func stepsHelpText(column: Int = 36) -> String {
        StepVocabulary.helpLines(column: column).joined(separator: "\n")
    }

    /// What `help fields` prints: one line per expect field (name, value form, what it is; the allowed words of an
    /// enumerated one).
    public static func fieldsHelpText() -> String {
        let width = (ExpectFieldVocabulary.names.map(\.count).max() ?? 0) + 2
        return ExpectFieldVocabulary.fields.map { field in
            let name = field.name.padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(name)\(field.kind.rawValue) — \(field.documentation)"
        }.joined(separator: "\n")
    }

    /// What `help` prints: one line per step (`synopsis — help`, from ``StepVocabulary``, synopses padded to
    /// `column`), the expect fields, then the session's own commands.
    public static func helpText(column: Int = 36) -> String {
        (["Steps, one per line, in scenario syntax:"] + StepVocabulary.helpLines(column: column).map { "  " + $0 } + [
            "Expect fields: " + ExpectFieldVocabulary.names.joined(separator: ", "),
            "Session commands:",
            "  state  — every expect field as one line of JSON (`expect: <that line>` holds right after)",
            "  screen — the screen drawn as text (title, ●●○○○○, error, biometric button, sensor)",
            "  help   — this list; `help steps` the steps only, `help fields` each field with its values",
            "  quit   — end the session (also `exit` or Ctrl-D)",
        ]).joined(separator: "\n")
    }

    /// Applies one line and returns what to print. Blank lines and `#` comments do nothing;
    /// `state` prints every expect field as one line of JSON; `help` lists the steps. Steps go through the same
    /// rule as `serve`'s (``apply(step:line:column:)``): one that fails (does not parse, is refused, or is an
    /// `expect:` that does not hold) changes nothing, is counted (``errors``, ``failedExpectations``) and is not
    /// recorded, so the recording replays.
    public func handle(_ line: String) async -> String {
        lineNumber += 1
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return "" }
        if trimmed == "help" { return Self.helpText() }
        if trimmed == "help steps" { return Self.stepsHelpText() }
        if trimmed == "help fields" { return Self.fieldsHelpText() }
        if trimmed == "state" { return ExpectFieldVocabulary.stateJSON(await session.snapshot()) }
        if trimmed == "screen" { return SessionScreenText.render(await session.snapshot()) }
        let column = 1 + line.prefix { $0 == " " || $0 == "\t" }.count
        let kind: ScenarioStepKind
        do {
            kind = try Self.parse(trimmed, file: "stdin", line: lineNumber, column: column)
        } catch {
            errors += 1
            return "\(error)"  // `stdin:L:C: error: ...`, or `error: ...` without a place
        }
        switch await apply(kind, text: trimmed) {
        case .applied:
            switch kind {
            case .input: return await session.snapshot().summary
            case .refused(let input):
                let reason = await session.refusal(of: input).map { "\($0)" } ?? ""
                return "ok (refused: \(reason))"
            case .expect: return "ok"
            }
        case .invalid(let error):
            errors += 1
            return "\(error)"
        case .refused(let message):
            errors += 1
            return "error: \(message)"
        case .unmet(let message):
            failedExpectations += 1
            return "FAILED " + message
        }
    }

    /// One step's text as a step (``ScenarioStepInterpreter/interpret(typed:file:line:column:)``).
    static func parse(_ text: String, file: String, line: Int, column: Int) throws(ScenarioError) -> ScenarioStepKind {
        try ScenarioStepInterpreter.interpret(typed: text, file: file, line: line, column: column)
    }

    /// The scenario-style header of a live session: device, policy, and the account's initial passcode and
    /// biometric setting (values quoted, so any passcode text reaches the parser intact and is checked there).
    public static func headerYAML(device: String, policy: String, passcode: String, biometricEnabled: Bool) -> String {
        """
        device: \(ExpectFieldVocabulary.jsonString(device))
        policy: \(ExpectFieldVocabulary.jsonString(policy))
        initial: {passcode: \(ExpectFieldVocabulary.jsonString(passcode)), biometricEnabled: \(biometricEnabled)}
        """
    }

    /// The screen drawn as text (``SessionScreenText``).
    public func screenText() async -> String { SessionScreenText.render(await session.snapshot()) }

    /// The session so far as a scenario file. Sensor outcomes still queued at the end are dropped by a last
    /// `sensor: {queue: []}` (with a comment naming them): a scenario fails when it leaves queued outcomes unused,
    /// and the session that queued them did not fail, so its recording replays.
    public func recording(name: String) async -> String {
        flushRealTime()
        var lines = ["name: \(name)"] + header.filter { !$0.isEmpty } + ["steps:"]
        lines += recorded.map { "  - \($0)" }
        let unused = await session.snapshot().unconsumedScript
        if !unused.isEmpty {
            lines.append("  # still queued when the recording was taken, never used: \(unused.joined(separator: ", "))")
            lines.append("  - sensor: {queue: []}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
