import HarnessLanguage
/// The result of running one ``ScenarioCase``: outcome, failure details, trace, duration and parameters.
public struct CaseResult: Sendable, Equatable, Codable {
    /// The case id.
    public var caseID: String
    /// The scenario's name (the JUnit classname).
    public var scenarioName: String
    /// The scenario file (one JUnit testsuite per file).
    public var file: String
    /// The case's parameters (JUnit properties).
    public var parameters: [ScenarioCaseParameter]
    /// How it ended.
    public var outcome: CaseOutcome
    /// Details when failed or errored.
    public var failure: CaseFailure?
    /// The steps that ran, in order, with the state after each.
    public var trace: [CaseTraceEntry]
    /// Wall-clock seconds spent running the case (set by ``ScenarioRunner``).
    public var durationSeconds: Double
    /// Why the case was skipped (``CaseOutcome/skipped`` only): the capability, step or field the app lacks, or
    /// the adapter's own reason.
    public var skipReason: String?

    /// Creates a result for `scenarioCase`.
    public init(
        for scenarioCase: ScenarioCase, outcome: CaseOutcome, failure: CaseFailure? = nil,
        trace: [CaseTraceEntry] = [], durationSeconds: Double = 0
    ) {
        self.caseID = scenarioCase.id
        self.scenarioName = scenarioCase.scenarioName
        self.file = scenarioCase.file
        self.parameters = scenarioCase.parameters
        self.outcome = outcome
        self.failure = failure
        self.trace = trace
        self.durationSeconds = durationSeconds
    }

    /// A result for a case that could not be built, known only by its id and file.
    public init(caseID: String, file: String, outcome: CaseOutcome, failure: CaseFailure?) {
        self.caseID = caseID
        self.scenarioName = caseID
        self.file = file
        self.parameters = []
        self.outcome = outcome
        self.failure = failure
        self.trace = []
        self.durationSeconds = 0
    }

    /// A passed result.
    public static func passed(_ scenarioCase: ScenarioCase, trace: [CaseTraceEntry] = []) -> CaseResult {
        CaseResult(for: scenarioCase, outcome: .passed, trace: trace)
    }

    /// A failed result (an expectation did not hold).
    public static func failed(_ scenarioCase: ScenarioCase, _ failure: CaseFailure, trace: [CaseTraceEntry] = [])
        -> CaseResult
    {
        CaseResult(for: scenarioCase, outcome: .failed, failure: failure, trace: trace)
    }

    /// An errored result (the case could not run as written).
    public static func errored(_ scenarioCase: ScenarioCase, _ failure: CaseFailure, trace: [CaseTraceEntry] = [])
        -> CaseResult
    {
        CaseResult(for: scenarioCase, outcome: .errored, failure: failure, trace: trace)
    }

    /// A skipped result: the case does not apply to the app under test, for `reason`.
    public static func skipped(_ scenarioCase: ScenarioCase, reason: String) -> CaseResult {
        var result = CaseResult(for: scenarioCase, outcome: .skipped)
        result.skipReason = reason
        return result
    }

    /// Whether the case counts against the run (failed or errored): skipped and passed cases do not.
    public var isProblem: Bool { outcome == .failed || outcome == .errored }

}
