import HarnessScenarios
import HarnessSession

/// One case on one worker: `begin-case`, each step (inputs sent as scenario text; `expect:` checked here against
/// the state the worker reported; the model beside it in differential mode), `end-case`. A worker that does not
/// answer in time is killed here; ``workerUsable`` says whether it can take another case.
struct WorkerCaseRun {
    let scenarioCase: ScenarioCase
    let kinds: [ScenarioStepKind]
    let worker: WorkerProcess
    let model: AppSession?
    let declaration: AppDeclaration
    let stepTimeout: Duration
    /// Whether the worker answered every request (it may take the next case).
    var workerUsable = true
    /// Requests posted ahead (``plannedRequests()``) whose answers are still to be taken, in order.
    var posted = 0

    /// A request's reply, or why the case fails without one.
    enum Exchange {
        case success(WorkerReply)
        case failure(CaseFailure)
    }

    init(
        scenarioCase: ScenarioCase, kinds: [ScenarioStepKind], worker: WorkerProcess, model: AppSession?,
        declaration: AppDeclaration, stepTimeout: Duration
    ) {
        self.scenarioCase = scenarioCase
        self.kinds = kinds
        self.worker = worker
        self.model = model
        self.declaration = declaration
        self.stepTimeout = stepTimeout
    }

    /// The case's result.
    mutating func run() async -> CaseResult {
        let begin = WorkerRequest(
            .beginCase, case: scenarioCase.id, file: scenarioCase.document.file,
            header: WorkerProtocol.header(of: scenarioCase.document))
        switch await exchange(begin, step: nil) {
        case .failure(let failure): return .errored(scenarioCase, failure)
        case .success(let reply):
            switch reply.type {
            case .ok: break
            case .notApplicable: return .skipped(scenarioCase, reason: reply.message ?? "does not apply to the app")
            default:
                return .errored(scenarioCase, CaseFailure(message: reply.message ?? "begin-case: \(reply.line)"))
            }
        }
        let result = await steps()
        // A case that ended early leaves answers to steps posted ahead: they are taken (and dropped) first.
        while workerUsable, posted > 0 {
            posted -= 1
            guard case .reply = await worker.next(timeout: stepTimeout) else {
                workerUsable = false
                worker.kill()
                break
            }
        }
        if workerUsable, case .failure(let failure) = await exchange(WorkerRequest(.endCase), step: nil) {
            return .errored(scenarioCase, failure, trace: result.trace)
        }
        return result
    }

    /// The case's steps through the ``CaseEngine``: each input sent as scenario text, the model beside it in
    /// differential mode, `expect:` checked against the state the worker reported.
    private mutating func steps() async -> CaseResult {
        let reported = AppCaseExecutor.comparedFields(declaration)
        let planned = plannedRequests()
        worker.post(planned)
        posted = planned.count
        var engine = CaseEngine(scenarioCase, kinds: kinds, tracing: true, compared: reported)
        // The last state the worker reported and the work it then had pending (nil: not reported).
        var last: (state: WorkerState, pending: [String]?)?
        func stop() -> CaseEngine.TraceStop { CaseEngine.TraceStop(state: last?.state.summary(of: reported) ?? "") }
        while true {
            let index = engine.stepIndex
            // The state travels only when something reads it: the model's comparison, the next `expect:`, the end.
            let wanted = model != nil || index + 1 >= kinds.count || Self.isExpect(kinds[index + 1])
            switch engine.next() {
            case .apply(let input), .expectRefusal(let input):
                let step = engine.currentStep()
                guard let text = StepVocabulary.line(for: input) else {
                    engine.errored(CaseFailure(at: step, message: "\(step.name): no scenario text for \(input)"))
                    continue
                }
                let reply: WorkerReply
                switch await exchange(WorkerRequest(.step, step: text, state: wanted), step: step) {
                case .failure(let failure):
                    engine.errored(failure)
                    continue
                case .success(let answer): reply = answer
                }
                let outcome: CaseEngine.StepOutcome
                switch reply.type {
                case .ok: outcome = .applied
                case .refused: outcome = .refused(reply.message ?? "refused")
                default: outcome = .errored(reply.message ?? reply.line)
                }
                last = reply.state.map { ($0, reply.pendingWork) }
                if let failure = unreported(last?.state, at: step) {
                    engine.errored(failure)
                    continue
                }
                if case .expectRefusal = engine.next() {
                    engine.refusal(outcome, trace: stop())
                } else if let model {
                    let modelOutcome = await model.take(input)
                    let modelSnapshot = await model.snapshot()
                    engine.applied(
                        model: modelOutcome, app: outcome, modelState: modelSnapshot, appState: last?.state,
                        trace: stop())
                } else {
                    engine.applied(outcome, trace: stop())
                }
                if !wanted { last = nil }
            case .check:
                guard let state = await currentState(last, step: engine.currentStep()) else {
                    engine.errored(lastFailure)
                    continue
                }
                last = state
                engine.observed(state.state, trace: stop())
            case .end:
                guard let state = await currentState(last, step: nil) else {
                    engine.errored(lastFailure)
                    continue
                }
                var left = CaseEngine.Leftovers(pendingWork: state.pending)
                if case .int(let count) = state.state["unconsumed"] { left.unconsumedCount = count }
                let modelLeft = await model?.leftovers
                engine.ended(left, model: modelLeft)
            case .finished(let result): return result
            }
        }
    }

    /// The requests ``steps()`` makes, in the order it makes them (a step for each input and `refused:`, with the
    /// state when something reads it; a snapshot where an `expect:` or the end finds none), to post at once: the
    /// worker then runs the case without waiting for the harness between steps. Stops before a step with no
    /// scenario text (the loop errors there).
    private func plannedRequests() -> [WorkerRequest] {
        var requests: [WorkerRequest] = []
        var hasState = false
        for (index, kind) in kinds.enumerated() {
            let wanted = model != nil || index + 1 == kinds.count || Self.isExpect(kinds[index + 1])
            switch kind {
            case .input(let input), .refused(let input):
                guard let text = StepVocabulary.line(for: input) else { return requests }
                var request = WorkerRequest(.step, step: text, state: wanted)
                request.limitMilliseconds = Self.milliseconds(stepTimeout)
                requests.append(request)
                hasState = wanted
            case .expect:
                if !hasState {
                    requests.append(WorkerRequest(.snapshot))
                    hasState = true
                }
            }
        }
        if !hasState { requests.append(WorkerRequest(.snapshot)) }
        return requests
    }

    private static func isExpect(_ kind: ScenarioStepKind) -> Bool {
        if case .expect = kind { true } else { false }
    }

    private var lastFailure = CaseFailure(message: "the worker did not report its state")

    /// `last`, or the state (and pending work) asked of the worker when there is none yet.
    private mutating func currentState(_ last: (state: WorkerState, pending: [String]?)?, step: ScenarioStep?) async
        -> (state: WorkerState, pending: [String]?)?
    {
        if let last { return last }
        switch await exchange(WorkerRequest(.snapshot), step: step) {
        case .success(let reply) where reply.state != nil:
            if let failure = unreported(reply.state, at: step) {
                lastFailure = failure
                return nil
            }
            return (reply.state!, reply.pendingWork)
        case .success(let reply):
            lastFailure = CaseFailure(message: "snapshot: \(reply.message ?? reply.line)")
        case .failure(let failure): lastFailure = failure
        }
        return nil
    }

}
