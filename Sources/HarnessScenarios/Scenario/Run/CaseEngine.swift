import HarnessLanguage
import HarnessSession

/// Every rule of one scenario case, the same for every subject it runs on: LockHarness's model (an
/// ``AppSession``), a team's app in process, an app on a worker, or two of them side by side (differential).
///
/// The engine is a pure state machine in the swift-nio style: ``next()`` says what the owner does next (apply a
/// step, apply one that must be refused, read the state for an `expect:`, report what is left at the end) and the
/// owner reports what happened; the engine decides whether the case goes on, fails or errors, and builds its one
/// result: the failure (an `expect:` names **every** field that differs; a differential step every field where the
/// two subjects differ), the trace, and the end-of-case checks (scripted sensor outcomes never used, timers and
/// timeline work still pending, work that escaped the timeline) for each subject. An owner only performs, so a rule
/// added here holds for the model and every app at once, as swift-clocks' leftover check holds for every test.
///
/// ```swift
/// var engine = CaseEngine(scenarioCase, kinds: kinds, tracing: false)
/// while true {
///     switch engine.next() {
///     case .apply(let input): engine.applied(subject.apply(input))
///     case .expectRefusal(let input): engine.refusal(subject.apply(input))
///     case .check: engine.observed(subject.snapshot())
///     case .end: engine.ended(subject.leftovers)
///     case .finished(let result): return result
///     }
/// }
/// ```
public struct CaseEngine: Sendable {
    /// What the owner does next.
    public enum Action: Sendable {
        /// Apply the input to the subject (to both, side by side); report with ``applied(_:trace:)`` or
        /// ``applied(model:app:modelState:appState:trace:)``.
        case apply(SessionInput)
        /// Apply the input, which the subject must refuse; report with ``refusal(_:trace:)``.
        case expectRefusal(SessionInput)
        /// Read the subject's state for these expectations; report with ``observed(_:trace:)``.
        case check([ExpectedField])
        /// The steps are done: report what the subject (each subject) left with ``ended(_:model:)``.
        case end
        /// The case is over.
        case finished(CaseResult)
    }

    /// How a subject took a step.
    public enum StepOutcome: Sendable, Equatable {
        /// It applied the step.
        case applied
        /// It refused the step (a control that is not showing, a modal prompt over the app), saying why.
        case refused(String)
        /// It could not take the step at all (a step the adapter does not map, a throw, a hang, a crash): the case
        /// errors with the message.
        case errored(String)
    }

    /// What a subject still holds when its case ends; `nil` for what it does not report.
    public struct Leftovers: Sendable, Equatable {
        /// Scripted sensor outcomes queued and never used, by name.
        public var unconsumedScript: [String]?
        /// How many there are, where the subject reports only the count (a worker's `unconsumed` field).
        public var unconsumedCount: Int?
        /// Timers and timeline work still scheduled (their effects never happened).
        public var pendingWork: [String]?
        /// Work the app started outside the timeline that has not ended.
        public var escapedWork: [String]?

        /// Leftovers as reported.
        public init(unconsumedScript: [String]? = nil, pendingWork: [String]? = nil, escapedWork: [String]? = nil) {
            self.unconsumedScript = unconsumedScript
            self.pendingWork = pendingWork
            self.escapedWork = escapedWork
        }
    }

    /// A trace line's parts: when the step ended on the subject's clock, and its state.
    public struct TraceStop: Sendable {
        /// `t=16m2s`, or empty where the subject keeps no clock the harness reads.
        public var time: String
        /// The state after the step, as `name=value` pairs.
        public var state: String

        /// A stop at `time` in `state`.
        public init(time: String = "", state: String) {
            self.time = time
            self.state = state
        }
    }

    /// The case.
    public let scenarioCase: ScenarioCase
    /// What each of its steps does.
    public let kinds: [ScenarioStepKind]
    /// Whether the owner records a trace line after every step (a failing model case is run again with it).
    public let tracing: Bool
    /// The fields compared between the two subjects of a differential case.
    public let compared: Set<String>
    /// What the reports call the subject ("the session", "the app").
    public let subject: String
    private var index = 0
    /// Whether ``result`` is set: read first, so a step's check reads one flag instead of copying the optional
    /// result out to test it (the pattern issue 40 found costing 1.9% of a run).
    private var isFinished = false
    private var result: CaseResult? {
        didSet { isFinished = result != nil }
    }
    private var trace: [CaseTraceEntry] = []
    /// The steps' sources, built only for a report (a prepared case builds them on demand).
    private var sources: [ScenarioStep]?

    /// An engine for `scenarioCase`, whose steps do `kinds`; `compared` names the fields a differential case
    /// compares after each step.
    public init(
        _ scenarioCase: ScenarioCase, kinds: [ScenarioStepKind], tracing: Bool, compared: Set<String> = [],
        subject: String = "the app"
    ) {
        self.scenarioCase = scenarioCase
        self.kinds = kinds
        self.tracing = tracing
        self.compared = compared
        self.subject = subject
    }

    /// What to do next.
    public func next() -> Action {
        if isFinished, let result { return .finished(result) }
        guard index < kinds.count else { return .end }
        switch kinds[index] {
        case .input(let input): return .apply(input)
        case .refused(let input): return .expectRefusal(input)
        case .expect(let fields): return .check(fields)
        }
    }

    /// The index of the step ``next()`` is about (the one a hang or a crash is reported against).
    public var stepIndex: Int { index }

    /// The step ``next()`` is about, as written.
    public mutating func currentStep() -> ScenarioStep { step(index) }

    // MARK: - Reports

    /// The subject took the step in ``Action/apply(_:)`` so.
    public mutating func applied(_ outcome: StepOutcome, trace stop: @autoclosure () -> TraceStop? = nil) {
        // A passing step never builds its source: a prepared case makes its steps only for a report.
        if case .applied = outcome { return passed(stop) }
        let step = step(index)
        switch outcome {
        case .applied: passed(stop)
        case .refused(let reason): fail(CaseFailure(at: step, message: "\(step.name): \(reason)"), stop)
        case .errored(let message): error(CaseFailure(at: step, message: "\(step.name): \(message)"), stop)
        }
    }

    /// Both subjects of a differential case took the step in ``Action/apply(_:)``: the case fails where one
    /// applied what the other refused, or where their states differ on a compared field (every differing field
    /// named); a refusal both make fails it as one subject's refusal does.
    public mutating func applied<Model: FieldReading, App: FieldReading>(
        model: StepOutcome, app: StepOutcome, modelState: @autoclosure () -> Model?,
        appState: @autoclosure () -> App?, trace stop: @autoclosure () -> TraceStop? = nil
    ) {
        if model == .applied, app == .applied, let modelState = modelState(), let appState = appState() {
            let differing = Self.differences(compared, modelState, appState)
            if differing.isEmpty { return passed(stop) }
            return fail(Self.differenceFailure(differing, at: step(index)), stop)
        }
        let step = step(index)
        if case .errored(let message) = app {
            return error(CaseFailure(at: step, message: "\(step.name): \(message)"), stop)
        }
        if case .errored(let message) = model {
            return error(CaseFailure(at: step, message: "\(step.name): the model: \(message)"), stop)
        }
        if (model == .applied) != (app == .applied) {
            let said = { (outcome: StepOutcome) in
                if case .refused(let reason) = outcome { "refused it (\(reason))" } else { "applied it" }
            }
            return fail(
                CaseFailure(
                    at: step, message: "\(step.name): the model \(said(model)), the app \(said(app))",
                    expected: "model: \(said(model))", actual: "app: \(said(app))"), stop)
        }
        if let modelState = modelState(), let appState = appState() {
            let differing = Self.differences(compared, modelState, appState)
            if !differing.isEmpty { return fail(Self.differenceFailure(differing, at: step), stop) }
        }
        applied(app, trace: stop())
    }

    /// The subject answered the step in ``Action/expectRefusal(_:)`` so: it must have refused it.
    public mutating func refusal(_ outcome: StepOutcome, trace stop: @autoclosure () -> TraceStop? = nil) {
        if case .refused = outcome { return passed(stop) }
        let step = step(index)
        switch outcome {
        case .refused: passed(stop)
        case .applied:
            guard case .refused(let input) = kinds[index] else { preconditionFailure("not a refused: step") }
            fail(
                CaseFailure(
                    at: step, message: "\(step.name): \(subject) accepted \(input); it was expected to refuse it",
                    expected: "refused", actual: "accepted"), stop)
        case .errored(let message): error(CaseFailure(at: step, message: "\(step.name): \(message)"), stop)
        }
    }

    /// The subject's state for the `expect:` in ``Action/check(_:)``: every expectation that does not hold is
    /// named, in the order written.
    public mutating func observed<State: FieldReading>(
        _ state: State, trace stop: @autoclosure () -> TraceStop? = nil
    ) {
        guard case .expect(let fields) = kinds[index] else { preconditionFailure("not an expect: step") }
        let misses = Self.misses(fields, in: state)
        guard !misses.isEmpty else { return passed(stop) }
        fail(Self.expectFailure(misses, at: step(index)), stop)
    }

    /// The expectations of `fields` that do not hold in `state`, in the order written, each with the value found:
    /// the rule every driver checks an `expect:` by (the live sessions too).
    public static func misses(_ fields: [ExpectedField], in state: some FieldReading)
        -> [(field: ExpectedField, actual: SnapshotValue)]
    {
        var misses: [(field: ExpectedField, actual: SnapshotValue)] = []
        for field in fields {
            let actual = state.value(of: field.name)
            if actual != field.value { misses.append((field, actual)) }
        }
        return misses
    }

    /// What a live session says of an `expect:` that does not hold in `state` (every field), or `nil` when it does.
    public static func unmet(_ fields: [ExpectedField], in state: some FieldReading) -> String? {
        let misses = misses(fields, in: state)
        guard !misses.isEmpty else { return nil }
        return CaseFailure.expectationMessage(misses)
    }

    /// The subject's state could not be read for the `expect:` in ``Action/check(_:)``: the case errors.
    public mutating func unobserved(_ message: String) {
        let failure = CaseFailure(at: step(index), message: message)
        error(failure, { nil })
    }

    /// What the subject (and, side by side, the model) left when the steps were done: unused scripted outcomes
    /// fail the case, then pending timeline work, then work that escaped the timeline; each subject's in turn.
    public mutating func ended(_ leftovers: Leftovers, model: Leftovers? = nil) {
        let subjects: [(String, Leftovers)] = [("", leftovers)] + (model.map { [("the model: ", $0)] } ?? [])
        for (who, left) in subjects {
            if let failure = Self.leftoverFailure(left, who: who) {
                result = .failed(scenarioCase, failure, trace: trace)
                return
            }
        }
        result = .passed(scenarioCase, trace: trace)
    }

    /// The case errored with `failure`: at the current step (a worker that hung or crashed on it) or outside any
    /// (the subject could not start, the end could not be reported).
    public mutating func errored(_ failure: CaseFailure) {
        result = .errored(scenarioCase, failure, trace: trace)
    }

    // MARK: - The rules' texts

    /// The failure of an `expect:` whose `misses` do not hold: one line per field, the first field's location.
    static func expectFailure(_ misses: [(field: ExpectedField, actual: SnapshotValue)], at step: ScenarioStep)
        -> CaseFailure
    {
        var failure = CaseFailure(
            at: step,
            message: CaseFailure.expectationMessage(misses),
            expected: misses.map { "\($0.field.name): \($0.field.value)" }.joined(separator: ", "),
            actual: misses.map { "\($0.field.name): \($0.actual)" }.joined(separator: ", "))
        failure.location = misses[0].field.location
        return failure
    }

    /// The fields of `compared` on which the two states differ, in table order, with both values.
    static func differences<Model: FieldReading, App: FieldReading>(
        _ compared: Set<String>, _ model: Model, _ app: App
    ) -> [(name: String, model: SnapshotValue, app: SnapshotValue)] {
        var differing: [(name: String, model: SnapshotValue, app: SnapshotValue)] = []
        for spec in ExpectFieldVocabulary.fields where compared.contains(spec.name) {
            let (modelValue, appValue) = (model.value(of: spec.name), app.value(of: spec.name))
            if modelValue != appValue { differing.append((spec.name, modelValue, appValue)) }
        }
        return differing
    }

    /// A differential step's failure: every differing field with both values.
    static func differenceFailure(
        _ fields: [(name: String, model: SnapshotValue, app: SnapshotValue)], at step: ScenarioStep
    ) -> CaseFailure {
        let json = ExpectFieldVocabulary.json
        let summary = fields.map { "\($0.name): model \(json($0.model)), app \(json($0.app))" }
        return CaseFailure(
            at: step,
            message: "after \(step.name) the app and the model differ: \(summary.joined(separator: "; "))",
            expected: "model: " + fields.map { "\($0.name): \(json($0.model))" }.joined(separator: ", "),
            actual: "app: " + fields.map { "\($0.name): \(json($0.app))" }.joined(separator: ", "))
    }

    /// The first end-of-case rule `left` breaks, for the subject `who` names ("" for the case's own subject).
    static func leftoverFailure(_ left: Leftovers, who: String) -> CaseFailure? {
        if let count = left.unconsumedScript?.count ?? left.unconsumedCount, count > 0 {
            let named = left.unconsumedScript?.joined(separator: ", ") ?? "\(count)"
            return CaseFailure(
                message: who + "scripted sensor outcomes were never consumed: \(named)",
                expected: "unconsumed: 0", actual: "unconsumed: \(count)")
        }
        if let pending = left.pendingWork, !pending.isEmpty {
            return CaseFailure(
                message: who + "timers still pending when the case ended (their effects never happened; add an "
                    + "advance step): \(pending.joined(separator: ", "))",
                expected: "no pending timers", actual: "\(pending.count) pending")
        }
        if let escaped = left.escapedWork, !escaped.isEmpty {
            return CaseFailure(
                message: who + "work that escaped the timeline had not ended when the case ended: "
                    + escaped.joined(separator: ", "),
                expected: "no work outside the timeline", actual: "\(escaped.count) running")
        }
        return nil
    }

    // MARK: - Steps and the trace

    private mutating func step(_ index: Int) -> ScenarioStep {
        if sources == nil { sources = scenarioCase.steps }
        return sources![index]
    }

    private mutating func passed(_ stop: () -> TraceStop?) {
        record(ok: true, stop)
        index += 1
    }

    private mutating func fail(_ failure: CaseFailure, _ stop: () -> TraceStop?) {
        record(ok: false, stop)
        result = .failed(scenarioCase, failure, trace: trace)
    }

    private mutating func error(_ failure: CaseFailure, _ stop: () -> TraceStop?) {
        record(ok: false, stop)
        result = .errored(scenarioCase, failure, trace: trace)
    }

    private mutating func record(ok: Bool, _ stop: () -> TraceStop?) {
        guard tracing, let stop = stop() else { return }
        let step = step(index)
        trace.append(CaseTraceEntry(step, time: stop.time.isEmpty ? nil : stop.time, state: stop.state, ok: ok))
    }
}
