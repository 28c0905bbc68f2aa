import Biometrics
import Foundation

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
    /// How many `expect:` lines failed so far (the REPL exits 1 when any did).
    public private(set) var failedExpectations = 0
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

    /// What `help` prints: one line per step (`synopsis — help`, from ``StepVocabulary``, synopses padded to
    /// `column`), the expect fields, then the session's own commands.
    public static func helpText(column: Int = 36) -> String {
        (["Steps, one per line, in scenario syntax:"] + StepVocabulary.helpLines(column: column).map { "  " + $0 } + [
            "Expect fields: " + ExpectFieldVocabulary.names.joined(separator: ", "),
            "Session commands:",
            "  state  — every expect field as one line of JSON (`expect: <that line>` holds right after)",
            "  screen — the screen drawn as text (title, ●●○○○○, error, biometric button, sensor)",
            "  help   — this list",
            "  quit   — end the session (also `exit` or Ctrl-D)",
        ]).joined(separator: "\n")
    }

    /// Applies one line and returns what to print. Blank lines and `#` comments do nothing;
    /// `state` prints every expect field as one line of JSON; `help` lists the steps.
    public func handle(_ line: String) async -> String {
        lineNumber += 1
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return "" }
        if trimmed == "help" { return Self.helpText() }
        if trimmed == "state" { return ExpectFieldVocabulary.stateJSON(await session.snapshot()) }
        if trimmed == "screen" { return SessionScreenText.render(await session.snapshot()) }
        do {
            switch try parse(trimmed) {
            case .input(let input):
                try await session.apply(input)
                recorded.append(trimmed)
                return await session.snapshot().summary
            case .refused(let input):
                recorded.append(trimmed)
                if let reason = await session.refusal(of: input) { return "ok (refused: \(reason))" }
                return "FAILED the session accepted it"
            case .expect(let fields):
                let misses = ExpectFieldVocabulary.misses(fields, in: await session.snapshot()).map { field, actual in
                    "\(field.name): expected \(field.value), got \(actual)"
                }
                recorded.append(trimmed)
                if !misses.isEmpty { failedExpectations += 1 }
                return misses.isEmpty ? "ok" : "FAILED " + misses.joined(separator: "; ")
            }
        } catch let error as SessionInputError {
            let stepName = trimmed.prefix { $0 != ":" && $0 != " " }
            return "error: \(stepName): \(error)"
        } catch {
            return "error: \(error)"
        }
    }

    /// One line as a step; errors point at the line and column the user typed, not the wrapper it is parsed in.
    private func parse(_ text: String) throws(ScenarioError) -> ScenarioStepKind {
        try Self.parse(text, file: "stdin", line: lineNumber, column: 1)
    }

    /// One step's text as a step; errors point at `line` and at `column` plus the offset within the text.
    static func parse(_ text: String, file: String, line: Int, column: Int) throws(ScenarioError) -> ScenarioStepKind {
        do throws(ScenarioError) {
            let document = try ScenarioParser.parse(yaml: "steps:\n  - \(text)\n", file: "stdin")
            guard let step = document.steps.first else { throw ScenarioError(.other("no step on this line")) }
            return try ScenarioStepInterpreter.interpret(step)
        } catch {
            var located = error
            if let location = error.location {
                located.location = ScenarioSourceLocation(
                    file: file, line: line, column: column - 1 + max(1, location.column - 4))
            }
            throw located
        }
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

    /// The session so far as a scenario file.
    public func recording(name: String) -> String {
        flushRealTime()
        var lines = ["name: \(name)"] + header.filter { !$0.isEmpty } + ["steps:"]
        lines += recorded.map { "  - \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
