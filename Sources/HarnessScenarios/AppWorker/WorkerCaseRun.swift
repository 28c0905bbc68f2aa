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
    private var trace: [CaseTraceEntry] = []

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
            return .errored(scenarioCase, failure, trace: trace)
        }
        return result
    }

    private mutating func steps() async -> CaseResult {
        let reported = AppCaseExecutor.comparedFields(declaration)
        let planned = plannedRequests()
        worker.post(planned)
        posted = planned.count
        var last: WorkerState?
        for (index, (step, kind)) in zip(scenarioCase.steps, kinds).enumerated() {
            // The state travels only when something reads it: the model's comparison, the next `expect:`, the end.
            let wanted = model != nil || index + 1 == kinds.count || Self.isExpect(kinds[index + 1])
            switch kind {
            case .input(let input):
                guard let text = StepVocabulary.line(for: input) else {
                    return errored(CaseFailure(at: step, message: "\(step.name): no scenario text for \(input)"))
                }
                let reply: WorkerReply
                switch await exchange(WorkerRequest(.step, step: text, state: wanted), step: step) {
                case .failure(let failure): return errored(failure)
                case .success(let answer): reply = answer
                }
                var appRefusal: String?
                switch reply.type {
                case .ok: break
                case .refused: appRefusal = reply.message ?? "refused"
                case .unsupported:
                    return errored(CaseFailure(at: step, message: "\(step.name): \(reply.message ?? "")"))
                default: return errored(CaseFailure(at: step, message: "\(step.name): \(reply.message ?? reply.line)"))
                }
                last = reply.state
                if let failure = unreported(last, at: step) { return errored(failure) }
                if let model {
                    var modelError: (any Error)?
                    do { try await model.apply(input) } catch { modelError = error }
                    if (modelError == nil) != (appRefusal == nil) {
                        let model = modelError.map { "refused it (\($0))" } ?? "applied it"
                        let app = appRefusal.map { "refused it (\($0))" } ?? "applied it"
                        return failed(
                            CaseFailure(
                                at: step, message: "\(step.name): the model \(model), the app \(app)",
                                expected: "model: \(model)", actual: "app: \(app)"))
                    }
                    if let state = last,
                        let difference = ModelAppDifference(
                            model: await model.snapshot(), compared: reported, app: { state[$0.name] })
                    {
                        return failed(difference.failure(at: step))
                    }
                }
                if let appRefusal { return failed(CaseFailure(at: step, message: "\(step.name): \(appRefusal)")) }
            case .refused(let input):
                guard let text = StepVocabulary.line(for: input) else {
                    return errored(CaseFailure(at: step, message: "\(step.name): no scenario text for \(input)"))
                }
                switch await exchange(WorkerRequest(.step, step: text, state: wanted), step: step) {
                case .failure(let failure): return errored(failure)
                case .success(let reply) where reply.type == .refused:
                    last = reply.state
                    if let failure = unreported(last, at: step) { return errored(failure) }
                case .success(let reply) where reply.type == .ok:
                    return failed(
                        CaseFailure(
                            at: step, message: "\(step.name): the app accepted \(input); it was expected to refuse it",
                            expected: "refused", actual: "accepted"))
                case .success(let reply):
                    return errored(CaseFailure(at: step, message: "\(step.name): \(reply.message ?? reply.line)"))
                }
            case .expect(let fields):
                guard let state = await currentState(last, step: step) else { return errored(lastFailure) }
                last = state
                if let (field, actual) = state.misses(fields).first {
                    var failure = CaseFailure(
                        at: step, message: "expected \(field.name) to be \(field.value), it was \(actual)",
                        expected: "\(field.name): \(field.value)", actual: "\(field.name): \(actual)")
                    failure.location = field.location
                    return failed(failure)
                }
            }
            trace.append(CaseTraceEntry(step, time: "", state: last?.summary(of: reported) ?? "", ok: true))
            if case .expect = kind {} else if !wanted { last = nil }
        }
        guard let state = await currentState(last, step: nil) else { return errored(lastFailure) }
        if case .int(let left) = state["unconsumed"], left > 0 {
            return failed(
                CaseFailure(
                    message: "scripted sensor outcomes were never consumed: \(left)",
                    expected: "unconsumed: 0", actual: "unconsumed: \(left)"))
        }
        return .passed(scenarioCase, trace: trace)
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

    /// `last`, or the state asked of the worker when there is none yet.
    private mutating func currentState(_ last: WorkerState?, step: ScenarioStep?) async -> WorkerState? {
        if let last { return last }
        switch await exchange(WorkerRequest(.snapshot), step: step) {
        case .success(let reply) where reply.state != nil:
            if let failure = unreported(reply.state, at: step) {
                lastFailure = failure
                return nil
            }
            return reply.state
        case .success(let reply):
            lastFailure = CaseFailure(message: "snapshot: \(reply.message ?? reply.line)")
        case .failure(let failure): lastFailure = failure
        }
        return nil
    }

    private func failed(_ failure: CaseFailure) -> CaseResult { .failed(scenarioCase, failure, trace: trace) }
    private func errored(_ failure: CaseFailure) -> CaseResult { .errored(scenarioCase, failure, trace: trace) }
}
