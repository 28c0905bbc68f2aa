import Biometrics
import Foundation

/// A session a developer drives by hand: one step per line, in the scenario syntax
/// (`sensor: {matching: false}`, `advance: 10s`, `enter-pin: "482916"`, `expect: {locked: true}`), with the
/// state printed after each. Everything applied is recorded and can be written out as a scenario file, so a
/// session explored by hand becomes a regression test.
public actor LiveSession {
    /// The session being driven.
    public let session: AppSession
    private let header: [String]
    private var recorded: [String] = []
    private var lineNumber = 0

    /// A live session over a fresh ``AppSession`` built from a scenario-style header (`device`, `policy`, ...).
    public init(headerYAML: String, catalog: DeviceProfileCatalog) async throws {
        let document = try ScenarioParser.parse(yaml: headerYAML + "\nsteps: []\n", file: "session")
        let configuration = try ScenarioSessionSetup(catalog: catalog).configuration(for: document)
        session = try await AppSession(configuration)
        header = headerYAML.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Applies one line and returns what to print. Blank lines and `#` comments do nothing;
    /// `state` prints the full snapshot as JSON; `help` lists the steps.
    public func handle(_ line: String) async -> String {
        lineNumber += 1
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return "" }
        if trimmed == "help" { return "steps: " + ScenarioStepInterpreter.stepNames.joined(separator: ", ") }
        if trimmed == "state" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = (try? encoder.encode(await session.snapshot())) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
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
                let snapshot = await session.snapshot()
                let misses = fields.compactMap { field -> String? in
                    let actual = SessionSnapshot.fields[field.name]!(snapshot)
                    return actual == field.value ? nil : "\(field.name): expected \(field.value), got \(actual)"
                }
                recorded.append(trimmed)
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
        do throws(ScenarioError) {
            let document = try ScenarioParser.parse(yaml: "steps:\n  - \(text)\n", file: "stdin")
            guard let step = document.steps.first else { throw ScenarioError(.other("no step on this line")) }
            return try ScenarioStepInterpreter.interpret(step)
        } catch {
            var located = error
            if let location = error.location {
                located.location = ScenarioSourceLocation(file: "stdin", line: lineNumber, column: max(1, location.column - 4))
            }
            throw located
        }
    }

    /// The session so far as a scenario file.
    public func recording(name: String) -> String {
        var lines = ["name: \(name)"] + header.filter { !$0.isEmpty } + ["steps:"]
        lines += recorded.map { "  - \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
