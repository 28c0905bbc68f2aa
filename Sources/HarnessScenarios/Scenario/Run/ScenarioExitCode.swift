import HarnessLanguage
/// The `lockharness` exit codes: 0 all passed, 1 some case failed, 2 bad input (a file, matrix, option or step
/// that could not be used as written).
public enum ScenarioExitCode: Int32, Sendable, Codable {
    /// Every selected case passed (or none was selected, e.g. an empty shard).
    case passed = 0
    /// At least one case failed and none errored.
    case failed = 1
    /// Bad input: a ``ScenarioError`` before running, or a case that errored.
    case badInput = 2

    /// The code for a finished run: errored cases mean bad input, failed cases mean failure.
    public static func forResults(_ results: [CaseResult]) -> ScenarioExitCode {
        ScenarioReportTotals(results).exitCode
    }
}
