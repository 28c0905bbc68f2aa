import Foundation
import HarnessScenarios

/// `lockharness session --app WORKER`: a live session on a team's app in one worker process. Lines are read as
/// `session` reads them (a step, `expect:`, `refused:`, `state`, `help`); input steps go to the worker as scenario
/// text, `expect:` is checked against the state it reports, and the steps that held are kept for ``recording(name:)``,
/// a scenario that replays on the app (`run --app`) and on the model (`run`).
public actor WorkerLiveSession {
    /// Lines that did not parse, were refused, or could not be carried out.
    public private(set) var errors = 0
    /// `expect:` lines that did not hold.
    public private(set) var failedExpectations = 0
    private let worker: WorkerProcess
    private let header: String
    private let stepTimeout: Duration
    private var lineNumber = 0
    private var applied: [String] = []
    /// The fields the app reports and the phone's (what a reply shows).
    private let shown: Set<String>

    /// Starts a worker of `launcher` and begins a case with the session header `headerYAML` (device, policy, initial).
    public init(launcher: WorkerLauncher, headerYAML: String, stepTimeout: Duration = WorkerProtocol.defaultStepTimeout)
        async throws(WorkerError)
    {
        let (worker, declaration) = try await launcher.launch()
        self.worker = worker
        self.shown = AppCaseExecutor.comparedFields(declaration)
        self.header = headerYAML
        self.stepTimeout = stepTimeout
        let begin = WorkerRequest(.beginCase, case: "live-session", header: headerYAML)
        switch await worker.send(begin, timeout: stepTimeout) {
        case .reply(let reply) where reply.type == .ok: break
        case .reply(let reply):
            worker.kill()
            throw .notAWorker(
                executable: launcher.executable, problem: "it could not begin the session", printed: reply.message ?? ""
            )
        default:
            worker.kill()
            throw .notAWorker(executable: launcher.executable, problem: "it did not begin the session", printed: "")
        }
    }

    /// The reply to one line: the state after a step (the fields the app reports and the phone's, which `state`
    /// prints as JSON), `ok`, `FAILED ...`, or an error.
    public func handle(_ line: String) async -> String {
        lineNumber += 1
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return "" }
        if trimmed == "help" { return LiveSession.helpText() }
        if trimmed == "help steps" { return LiveSession.stepsHelpText() }
        if trimmed == "help fields" { return LiveSession.fieldsHelpText() }
        if trimmed == "state" {
            guard let state = await state() else { return fail("error: the worker did not report its state") }
            return "{"
                + ExpectFieldVocabulary.fields.filter { shown.contains($0.name) }.map {
                    "\(ExpectFieldVocabulary.jsonString($0.name)): \(ExpectFieldVocabulary.json(state[$0.name]))"
                }.joined(separator: ", ") + "}"
        }
        let kind: ScenarioStepKind
        do {
            kind = try LiveSession.parse(trimmed, file: "stdin", line: lineNumber, column: 1)
        } catch {
            return fail("\(error)")
        }
        switch kind {
        case .input(let input), .refused(let input):
            let expectRefusal = if case .refused = kind { true } else { false }
            guard let text = StepVocabulary.line(for: input) else {
                return fail("error: no scenario text for \(input)")
            }
            switch await worker.send(WorkerRequest(.step, step: text, state: true), timeout: stepTimeout) {
            case .reply(let reply) where reply.type == .ok && !expectRefusal:
                applied.append(trimmed)
                return reply.state.map { $0.summary(of: shown) } ?? "ok"
            case .reply(let reply) where reply.type == .refused && expectRefusal:
                applied.append(trimmed)
                return "ok (refused: \(reply.message ?? ""))"
            case .reply(let reply) where reply.type == .ok:
                failedExpectations += 1
                return "FAILED the app accepted \(text); it was expected to refuse it"
            case .reply(let reply): return fail("error: \(reply.message ?? reply.line)")
            case .timedOut:
                worker.kill()
                return fail("error: the app did not finish `\(text)` within \(stepTimeout); the worker was ended")
            case .exited(let exit): return fail("error: the worker \(exit)")
            case .garbage(let line): return fail("error: the worker wrote a line outside the protocol: \(line)")
            }
        case .expect(let fields):
            guard let state = await state() else { return fail("error: the worker did not report its state") }
            if let (field, actual) = state.misses(fields).first {
                failedExpectations += 1
                return "FAILED expected \(field.name) to be \(field.value), it was \(actual)"
            }
            applied.append(trimmed)
            return "ok"
        }
    }

    /// The session so far as a scenario file: the header and the steps that held.
    public func recording(name: String) -> String {
        "name: \(ExpectFieldVocabulary.jsonString(name))\n\(header)\nsteps:\n"
            + applied.map { "  - \($0)\n" }.joined()
    }

    /// Ends the app and the worker.
    public func finish() async {
        _ = await worker.send(WorkerRequest(.endCase), timeout: stepTimeout)
        worker.finish()
        await worker.waitForExit(timeout: .seconds(2))
    }

    private func state() async -> WorkerState? {
        if case .reply(let reply) = await worker.send(WorkerRequest(.snapshot), timeout: stepTimeout) {
            return reply.state
        }
        return nil
    }

    private func fail(_ message: String) -> String {
        errors += 1
        return message
    }
}
