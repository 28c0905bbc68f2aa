import HarnessScenarios
import HarnessSession

/// How a case starts on a team's app, for every app executor (in process or in workers): its configuration and
/// step meanings, or the result it ends with before any app is made (errored on a bad header, step or
/// declaration; skipped when it needs what the app does not declare).
enum AppCaseAdmission {
    /// The case runs, in `configuration`, its steps meaning `kinds`.
    case run(SessionConfiguration, [ScenarioStepKind])
    /// The case ends before it starts.
    case ended(CaseResult)

    /// The admission of `scenarioCase` on an app that has `declaration`, whose problems (``AppDeclaration/problems``,
    /// worked out once per executor) are `problems`.
    init(_ scenarioCase: ScenarioCase, setup: ScenarioSessionSetup, declaration: AppDeclaration, problems: [String]) {
        let configuration: SessionConfiguration
        var kinds: [ScenarioStepKind] = []
        do throws(ScenarioError) {
            configuration = try setup.configuration(for: scenarioCase.document)
            for step in scenarioCase.steps { kinds.append(try ScenarioStepInterpreter.interpret(step)) }
        } catch {
            self = .ended(.errored(scenarioCase, CaseFailure(error)))
            return
        }
        if let problem = problems.first {
            self = .ended(.errored(scenarioCase, CaseFailure(message: problem)))
        } else if let reason = declaration.skipReason(
            requires: scenarioCase.document.requires, configuration: configuration, steps: scenarioCase.steps,
            kinds: kinds)
        {
            self = .ended(.skipped(scenarioCase, reason: reason))
        } else {
            self = .run(configuration, kinds)
        }
    }
}
