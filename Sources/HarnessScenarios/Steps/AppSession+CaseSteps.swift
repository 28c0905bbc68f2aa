import Biometrics
import HarnessLanguage
import HarnessSession
import LockCore

extension AppSession {
    /// Runs a scenario case's steps (`kinds`, what each of `scenarioCase`'s steps does) on this session through the
    /// ``CaseEngine`` and says how the case ended. One call for the whole case: the steps run inside the session's
    /// isolation, not one actor hop (there and back) per step.
    func run(_ kinds: [ScenarioStepKind], of scenarioCase: ScenarioCase, tracing: Bool) async -> CaseResult {
        if tracing { setRecordsTrace(true) }
        var engine = CaseEngine(scenarioCase, kinds: kinds, tracing: tracing, subject: "the session")
        while true {
            switch engine.next() {
            case .apply(let input): engine.applied(await take(input), trace: stop())
            case .expectRefusal(let input):
                engine.refusal(refusal(of: input).map { .refused("\($0)") } ?? .applied, trace: stop())
            case .check(let fields): engine.observed(snapshot(parts: ExpectedField.parts(fields)), trace: stop())
            case .end: engine.ended(leftovers)
            case .finished(let result): return result
            }
        }
    }

    /// The model's end-of-case leftovers: scripted outcomes never used, timers still pending.
    package var leftovers: CaseEngine.Leftovers {
        CaseEngine.Leftovers(unconsumedScript: sensor.state.unconsumedScript.map(\.name), pendingWork: pendingTimers())
    }

    /// Applies `input`; a refusal or a failed effect is the step's refusal (the model errs only in the scenario).
    package func take(_ input: SessionInput) async -> CaseEngine.StepOutcome {
        do {
            // Awaited only when the step reaches an effect outside the session (the API, a real reader).
            var agenda = try agenda(for: input)
            if let effect = try proceed(&agenda) {
                try await perform(effect, into: &agenda)
                try await finish(&agenda)
            }
            return .applied
        } catch {
            return .refused("\(error)")
        }
    }

    /// The trace line after a step: the virtual time and the state.
    private func stop() -> CaseEngine.TraceStop {
        let snapshot = snapshot()
        return CaseEngine.TraceStop(
            time: "t=\(ScenarioDuration.format(.milliseconds(Int64(snapshot.elapsedSeconds * 1000))))",
            state: snapshot.summary)
    }
}
