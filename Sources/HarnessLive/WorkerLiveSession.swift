import Biometrics
import Foundation
import HarnessApps
import HarnessScenarios

/// A live session on a team's app in one worker process: `lockharness session --app`, and behind `serve --app` and
/// `mcp --app` (a ``LiveDriver``). Lines are read as `session` reads them (a step, `expect:`, `refused:`, `state`,
/// `help`); input steps go to the worker as scenario text, `expect:` is checked against the state it reports, and
/// the steps that held are kept for ``recording(name:)``, a scenario that replays on the app (`run --app`) and on
/// the model (`run`).
///
/// A worker that hangs past the step limit or dies is ended and replaced: a new worker begins the session again and
/// the input steps applied before are replayed into it, so the session goes on where it was; the step that hung or
/// crashed is refused with what happened (and ``onReplacement`` hears it, for a server's log).
public actor WorkerLiveSession {
    /// Lines that did not parse, were refused, or could not be carried out.
    public private(set) var errors = 0
    /// `expect:` lines that did not hold.
    public private(set) var failedExpectations = 0
    /// Workers ended and replaced after a hang or a crash.
    public private(set) var replacements = 0
    private let launcher: WorkerLauncher
    private var worker: WorkerProcess
    private let header: String
    private let stepLimit: Duration
    private let onReplacement: @Sendable (String) -> Void
    private var lineNumber = 0
    /// The lines that held, in order (the recording's steps).
    private var applied: [String] = []
    /// The input steps the app took, as scenario text: replayed into a replacement worker.
    private var inputs: [String] = []
    /// The fields the app reports and the phone's (what a reply and the state show).
    private let shown: Set<String>

    /// Starts a worker of `launcher` and begins a case with the session header `headerYAML` (device, policy,
    /// initial); each step may take `stepLimit`. `onReplacement` hears a line each time a worker is replaced.
    public init(
        launcher: WorkerLauncher, headerYAML: String, stepLimit: Duration = WorkerProtocol.defaultStepTimeout,
        onReplacement: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws(WorkerError) {
        let (worker, declaration) = try await launcher.launch()
        try await Self.begin(worker, launcher: launcher, header: headerYAML, limit: stepLimit)
        self.launcher = launcher
        self.worker = worker
        self.shown = AppCaseExecutor.comparedFields(declaration)
        self.header = headerYAML
        self.stepLimit = stepLimit
        self.onReplacement = onReplacement
    }

    private static func begin(_ worker: WorkerProcess, launcher: WorkerLauncher, header: String, limit: Duration)
        async throws(WorkerError)
    {
        let begin = WorkerRequest(.beginCase, case: "live-session", header: header)
        switch await worker.send(begin, timeout: limit) {
        case .reply(let reply) where reply.type == .ok: return
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
            return json(state)
        }
        let column = 1 + line.prefix { $0 == " " || $0 == "\t" }.count
        switch await apply(step: trimmed, file: "stdin", line: lineNumber, column: column) {
        case .applied(let state): return state.map { $0.summary(of: shown) } ?? "ok"
        case .refusedAsExpected(let message): return "ok (refused: \(message))"
        case .outcome(.applied): return "ok"
        case .outcome(.invalid(let error)): return fail("\(error)")
        case .outcome(.refused(let message)): return fail("error: \(message)")
        case .outcome(.unmet(let message)):
            failedExpectations += 1
            return "FAILED \(message)"
        }
    }

    /// What one step did: applied (an input's state after it), refused as a `refused:` expected, or another outcome.
    private enum Applied {
        case applied(WorkerState?)
        case refusedAsExpected(String)
        case outcome(LiveStepOutcome)
    }

    /// One step: parsed with the scenario vocabulary, an input sent to the worker, an `expect:` checked against the
    /// state it reports. A hang or a crash replaces the worker and refuses the step.
    private func apply(step trimmed: String, file: String, line: Int, column: Int) async -> Applied {
        let kind: ScenarioStepKind
        do {
            kind = try LiveSession.parse(trimmed, file: file, line: line, column: column)
        } catch {
            return .outcome(.invalid(error))
        }
        switch kind {
        case .input(let input), .refused(let input):
            let expectRefusal = if case .refused = kind { true } else { false }
            guard let text = StepVocabulary.line(for: input) else {
                return .outcome(.refused("no scenario text for \(input)"))
            }
            switch await worker.send(WorkerRequest(.step, step: text, state: true), timeout: stepLimit) {
            case .reply(let reply) where reply.type == .ok && !expectRefusal:
                applied.append(trimmed)
                inputs.append(text)
                return .applied(reply.state)
            case .reply(let reply) where reply.type == .refused && expectRefusal:
                applied.append(trimmed)
                return .refusedAsExpected(reply.message ?? "")
            case .reply(let reply) where reply.type == .ok:
                // The app took it: it is part of the app's state now, so a replacement replays it.
                inputs.append(text)
                return .outcome(.unmet("the app accepted \(text); it was expected to refuse it"))
            case .reply(let reply) where reply.type == .refused:
                return .outcome(.refused("\(LiveSession.stepName(text)): \(reply.message ?? "refused")"))
            case .reply(let reply): return .outcome(.refused(reply.message ?? reply.line))
            case .timedOut:
                // A crash whose backtrace is still being written reads as a hang: its fatal error or signal line tells
                // them apart; it is given a moment to end, so the signal can be named.
                if worker.stderrTail.contains(where: { $0.contains("Fatal error") }) {
                    await worker.waitForExit(timeout: .seconds(2))
                    if let exit = worker.exit {
                        let fatal = worker.stderrTail.last { $0.contains("Fatal error") } ?? ""
                        return .outcome(.refused(await replace("the worker \(exit) during `\(text)` (\(fatal))")))
                    }
                }
                let signalLine = { (line: String) in line.hasPrefix("*** Signal") && !line.contains("Signal 3:") }
                if let crash = worker.stderrTail.first(where: signalLine) {
                    let fatal = worker.stderrTail.last { $0.contains("Fatal error") }.map { " (\($0))" } ?? ""
                    return .outcome(.refused(await replace("the worker crashed during `\(text)`: \(crash)\(fatal)")))
                }
                return .outcome(.refused(await replace("the app did not finish `\(text)` within \(stepLimit)")))
            case .exited(let exit):
                let last = worker.stderrTail.suffix(3).joined(separator: " | ")
                let said = last.isEmpty ? "" : " (its last output: \(last))"
                return .outcome(.refused(await replace("the worker \(exit) during `\(text)`\(said)")))
            case .garbage(let line):
                return .outcome(.refused(await replace("the worker wrote a line outside the protocol: \(line)")))
            }
        case .expect(let fields):
            // A field nobody supplies for this app is never compared against the `null` its state lacks.
            if let field = fields.first(where: { !shown.contains($0.name) }) {
                return .outcome(
                    .refused(
                        "cannot check `\(field.name)`: nobody supplies it for this app (the worker does not report it;"
                            + " docs/app-workers.md, the field contract)"))
            }
            guard let state = await state() else {
                return .outcome(.refused(await replace("the worker did not report its state")))
            }
            if let unmet = CaseEngine.unmet(fields, in: state) { return .outcome(.unmet(unmet)) }
            applied.append(trimmed)
            return .outcome(.applied)
        }
    }

    /// Ends the worker and starts another with the session replayed into it; returns `what` and what was done.
    private func replace(_ what: String) async -> String {
        worker.kill()
        await worker.waitForExit(timeout: .seconds(1))
        replacements += 1
        var message = "\(what); the worker (pid \(worker.pid)) was ended"
        do throws(WorkerError) {
            let (fresh, _) = try await launcher.launch()
            try await Self.begin(fresh, launcher: launcher, header: header, limit: stepLimit)
            worker = fresh
            for text in inputs {
                guard case .reply = await fresh.send(WorkerRequest(.step, step: text), timeout: stepLimit) else {
                    message += " and replaced (pid \(fresh.pid)), but replaying `\(text)` into it failed"
                    onReplacement(message)
                    return message
                }
            }
            message += " and replaced (pid \(fresh.pid)) with the \(inputs.count) step(s) before it replayed"
        } catch {
            message += "; no replacement could be started: \(error)"
        }
        onReplacement(message)
        return message
    }

    /// The session so far as a scenario file: the header and the steps that held.
    public func recording(name: String) -> String {
        "name: \(ExpectFieldVocabulary.jsonString(name))\n\(header)\nsteps:\n"
            + applied.map { "  - \($0)\n" }.joined()
    }

    /// Ends the app and the worker.
    public func finish() async {
        _ = await worker.send(WorkerRequest(.endCase), timeout: stepLimit)
        worker.finish()
        await worker.waitForExit(timeout: .seconds(2))
    }

    private func state() async -> WorkerState? {
        if case .reply(let reply) = await worker.send(WorkerRequest(.snapshot), timeout: stepLimit) {
            return reply.state
        }
        return nil
    }

    /// The fields the app reports and the phone's as one line of JSON, in table order.
    private func json(_ state: WorkerState) -> String {
        "{"
            + ExpectFieldVocabulary.fields.filter { shown.contains($0.name) }.map {
                "\(ExpectFieldVocabulary.jsonString($0.name)): \(ExpectFieldVocabulary.json(state[$0.name]))"
            }.joined(separator: ", ") + "}"
    }

    private func fail(_ message: String) -> String {
        errors += 1
        return message
    }
}

extension WorkerLiveSession: LiveDriver {
    public func apply(step text: String, line: Int, column: Int) async -> LiveStepOutcome {
        switch await apply(step: text.trimmingCharacters(in: .whitespaces), file: "request", line: line, column: column)
        {
        case .applied, .refusedAsExpected: return .applied
        case .outcome(let outcome): return outcome
        }
    }

    public func stateJSON() async -> String {
        guard let state = await state() else { return "{}" }
        return json(state)
    }

    public func significantState() async -> [SnapshotValue] {
        guard let state = await state() else { return [] }
        return ExpectFieldVocabulary.fields.filter { $0.name != "elapsed" && shown.contains($0.name) }
            .map { state[$0.name] }
    }

    /// The fields the app reports, one `name: value` per line (an app's screen cannot be drawn from fields it may
    /// not report).
    public func screenText() async -> String {
        guard let state = await state() else { return "(the worker did not report its state)" }
        return ExpectFieldVocabulary.fields.filter { shown.contains($0.name) }
            .map { "\($0.name): \(ExpectFieldVocabulary.json(state[$0.name]))" }.joined(separator: "\n")
    }

    /// Sends the elapsed time as an `advance` step, recorded like one.
    public func advanceRealTime(by elapsed: Duration) async throws {
        let text = "advance: \(ScenarioDuration.format(elapsed))"
        if case .outcome(let outcome) = await apply(step: text, file: "clock", line: 1, column: 1),
            outcome != .applied
        {
            throw WorkerError.stepFailed("the app did not take `\(text)`: \(outcome)")
        }
    }

    public var availabilityUpdates: AsyncStream<BiometricCapability>? { nil }

    public func close() async { await finish() }
}
