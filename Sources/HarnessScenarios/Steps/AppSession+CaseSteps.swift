import Biometrics
import HarnessSession
import LockCore

extension AppSession {
    /// Runs a scenario case's steps (`kinds`, what each of `scenarioCase`'s steps does) on this session and says how
    /// the case ended. One call for the whole case: the steps run inside the session's isolation, not one actor hop
    /// (there and back) per step.
    func run(_ kinds: [ScenarioStepKind], of scenarioCase: ScenarioCase, tracing: Bool) async -> CaseResult {
        var trace: [CaseTraceEntry] = []
        if tracing { setRecordsTrace(true) }
        // The steps' sources are read only for a report (a trace, a failure): a prepared case builds them on demand.
        var sources: [ScenarioStep]?
        func source(_ index: Int) -> ScenarioStep {
            if sources == nil { sources = scenarioCase.steps }
            return sources![index]
        }
        for (index, kind) in kinds.enumerated() {
            var step: ScenarioStep { source(index) }
            switch kind {
            case .input(let input):
                do {
                    // Awaited only when the step reaches an effect outside the session (the API, a real reader).
                    var agenda = try agenda(for: input)
                    if let effect = try proceed(&agenda) {
                        try await perform(effect, into: &agenda)
                        try await finish(&agenda)
                    }
                } catch {
                    if tracing { trace.append(entry(step, ok: false)) }
                    return .failed(scenarioCase, CaseFailure(at: step, message: "\(step.name): \(error)"), trace: trace)
                }
            case .refused(let input):
                if refusal(of: input) == nil {
                    if tracing { trace.append(entry(step, ok: false)) }
                    let failure = CaseFailure(
                        at: step, message: "\(step.name): the session accepted \(input); it was expected to refuse it",
                        expected: "refused", actual: "accepted")
                    return .failed(scenarioCase, failure, trace: trace)
                }
            case .expect(let fields):
                let snapshot = snapshot(parts: ExpectedField.parts(fields))
                if let (field, actual) = ExpectFieldVocabulary.misses(fields, in: snapshot).first {
                    if tracing { trace.append(entry(step, ok: false)) }
                    var failure = CaseFailure(
                        at: step, message: "expected \(field.name) to be \(field.value), it was \(actual)",
                        expected: "\(field.name): \(field.value)", actual: "\(field.name): \(actual)")
                    failure.location = field.location
                    return .failed(scenarioCase, failure, trace: trace)
                }
            }
            if tracing { trace.append(entry(step, ok: true)) }
        }
        let leftover = sensor.state.unconsumedScript.map(\.name)
        if !leftover.isEmpty {
            return .failed(
                scenarioCase,
                CaseFailure(
                    message: "scripted sensor outcomes were never consumed: \(leftover.joined(separator: ", "))",
                    expected: "unconsumed: 0", actual: "unconsumed: \(leftover.count)"),
                trace: trace)
        }
        let pending = pendingTimers()
        if !pending.isEmpty {
            return .failed(
                scenarioCase,
                CaseFailure(
                    message: "timers still pending when the case ended (their effects never happened; add an advance "
                        + "step): \(pending.joined(separator: ", "))",
                    expected: "no pending timers", actual: "\(pending.count) pending"),
                trace: trace)
        }
        return .passed(scenarioCase, trace: trace)
    }

    private func entry(_ step: ScenarioStep, ok: Bool) -> CaseTraceEntry {
        let snapshot = snapshot()
        return CaseTraceEntry(
            step, time: "t=\(ScenarioDuration.format(.milliseconds(Int64(snapshot.elapsedSeconds * 1000))))",
            state: snapshot.summary, ok: ok)
    }
}
