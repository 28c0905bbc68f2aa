import HarnessLanguage
extension CaseResult {
    /// The errored result standing for a scenario file that could not be run at all (issue 38): it does not parse,
    /// its matrix does not expand, or its first case names steps, fields or devices that do not exist.
    ///
    /// The case is named by the file (its id, scenario name and file are the path as given), so the summary, JUnit
    /// and JSON reports show which file to fix; the message is every problem's `file:line:col: error: ...` line,
    /// and the location the first problem's. The rest of the run goes on; the exit code is 2 (an errored case).
    /// ```swift
    /// CaseResult.erroredFile("scenarios/bad.yaml", problems: [error])
    /// // caseID "scenarios/bad.yaml", outcome .errored, message "scenarios/bad.yaml:3:7: error: ..."
    /// ```
    public static func erroredFile(_ file: String, problems: [ScenarioError], note: String? = nil) -> CaseResult {
        let lines = problems.map(\.description) + (note.map { [$0] } ?? [])
        let failure = CaseFailure(location: problems.first?.location, message: lines.joined(separator: "\n"))
        return CaseResult(caseID: file, file: file, outcome: .errored, failure: failure)
    }
}
