import HarnessLanguage
/// Runs one case's steps: the seam where step semantics (launch, advance, expect, ...) plug into the runner.
///
/// The executor builds a fresh session from `scenarioCase.document` (device, policy, overrides, initial), walks
/// `scenarioCase.steps`, and reports `.failed` when an expectation does not hold or `.errored` when a step cannot
/// be interpreted (unknown name, bad argument: throw or map a ``ScenarioError`` into ``CaseFailure/init(_:step:)``).
/// It must not share mutable state between cases: the runner calls it concurrently.
///
/// ```swift
/// struct SessionExecutor: ScenarioCaseExecutor {
///     func run(_ scenarioCase: ScenarioCase) async -> CaseResult {
///         var trace: [CaseTraceEntry] = []
///         for step in scenarioCase.steps { ... trace.append(CaseTraceEntry(step, state: summary)) }
///         return .passed(scenarioCase, trace: trace)
///     }
/// }
/// ```
public protocol ScenarioCaseExecutor: Sendable {
    /// Runs every step of `scenarioCase` and reports what happened; never throws.
    func run(_ scenarioCase: ScenarioCase) async -> CaseResult

    /// What keeps every case from running, known before the first: an app adapter's declaration that names a step or
    /// field no vocabulary has (``AppDeclaration/problems``). A run (``ScenarioRunCommand``) refuses to start with
    /// them, exit 2, instead of erroring each case. None by default.
    var declarationProblems: [String] { get }
}

extension ScenarioCaseExecutor {
    /// No problems: the executor runs LockHarness's own vocabulary.
    public var declarationProblems: [String] { [] }
}
