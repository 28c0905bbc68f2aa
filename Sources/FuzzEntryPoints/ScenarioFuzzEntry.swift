import Biometrics
import Foundation
import Harness

/// The scenario fuzzer's one input: what `lockharness run` does with a file a user typed, short of running it.
///
/// The bytes are decoded as a scenario file is read, parsed, planned (matrix expansion, with the case count capped
/// so a fuzzed `limit:` cannot make one input take seconds), and the first cases are checked the way `run` checks
/// them before anything runs: the session configuration (device, policy, initial state) and every step. Sessions
/// never start. The libFuzzer target `fuzz-scenario-parser` and the regression tests call the same ``check(_:)``.
///
/// ```swift
/// let outcome = ScenarioFuzzEntry.check(Data("name: x\nsteps: [launch]\n".utf8))
/// if let violation = ScenarioFuzzEntry.violation(in: outcome, input: data) { fatalError(violation) }
/// ```
public enum ScenarioFuzzEntry {
    /// The file name every input is parsed as (it appears in error locations).
    public static let fileName = "fuzz.yaml"
    /// The most cases a fuzzed matrix may plan (the file's own `limit:` is overridden, as `--max-cases` does).
    public static let maxCases = 256
    /// How many planned cases are built and checked per input.
    public static let casesChecked = 4
    /// The most problems collected per case (the `run` command's cap).
    public static let problemsPerCase = 20

    /// The device catalog cases are checked against: the shipped profiles, compiled in.
    static let executor: SessionCaseExecutor? = {
        guard let catalog = try? DeviceProfileCatalog.embedded() else { return nil }
        return SessionCaseExecutor(catalog: catalog)
    }()

    /// Parses, plans and checks one input; never runs a session.
    public static func check(_ data: Data) -> ScenarioFuzzOutcome {
        do {
            let text = try ScenarioParser.text(of: data, path: fileName)
            let document = try ScenarioParser.parse(yaml: text, file: fileName)
            let plan = try ScenarioMatrixExpander(maxCases: maxCases).plan(for: document)
            var problems: [ScenarioError] = []
            for index in 0..<min(plan.count, casesChecked) {
                let scenarioCase = try plan.makeCase(index)
                problems += executor?.problems(in: scenarioCase, limit: problemsPerCase) ?? []
            }
            return .planned(caseCount: plan.count, problems: problems)
        } catch {
            return .rejected(error)
        }
    }

    /// Why `outcome` breaks the project's bad-input rule, or `nil`: every error must say where
    /// (`fuzz.yaml:line:col`, with the line inside the file) and what, unless the file is not text at all.
    public static func violation(in outcome: ScenarioFuzzOutcome, input data: Data) -> String? {
        let errors: [ScenarioError]
        switch outcome {
        case .rejected(let error): errors = [error]
        case .planned(_, let problems): errors = problems
        }
        let text = String(decoding: data, as: UTF8.self)
        // YAML also breaks lines at a lone CR, NEL, LS and PS: count every one for the upper bound.
        let lineCount = text.unicodeScalars.count { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) } + 1
        for error in errors {
            if case .unreadableFile = error.reason { continue }
            guard let location = error.location else { return "no location: \(error)" }
            guard location.file == fileName else { return "located in another file: \(error)" }
            guard (1...(lineCount + 1)).contains(location.line) else {
                return "line \(location.line) outside the file's \(lineCount) lines: \(error)"
            }
            guard location.column >= 1 else { return "column \(location.column): \(error)" }
            guard !error.description.isEmpty else { return "an empty message at \(location)" }
        }
        return nil
    }
}
