import HarnessScenarios
import HarnessSession

extension WorkerCaseRun {
    /// Sends `request` (for `step`, if any) and returns the reply, or the case's failure when the worker did not
    /// answer: no reply within the limit (the worker is killed), an exit or crash, or a line outside the protocol.
    mutating func exchange(_ request: WorkerRequest, step: ScenarioStep?) async -> Exchange {
        var request = request
        if request.type == .step { request.limitMilliseconds = Self.milliseconds(stepTimeout) }
        let answer: WorkerProcess.Answer
        if posted > 0 {
            // Posted ahead with the case's other requests (``plannedRequests()``, in this order): take its answer.
            posted -= 1
            answer = await worker.next(timeout: stepTimeout)
        } else {
            answer = await worker.send(request, timeout: stepTimeout)
        }
        let what = step.map { "\($0.name): " } ?? "\(request.type.rawValue): "
        func failure(_ message: String) -> CaseFailure {
            var failure =
                step.map { CaseFailure(at: $0, message: what + message) } ?? CaseFailure(message: what + message)
            failure.events = Self.crashReport(worker.stderrTail).map { "worker: " + $0 }
            return failure
        }
        switch answer {
        case .reply(let reply): return .success(reply)
        case .timedOut:
            workerUsable = false
            // A crash whose backtrace is still being written when the limit comes (a loaded machine: the backtracer
            // took over a second beside a parallel `swift test`): let it end and report the signal, not a hang.
            if worker.stderrTail.contains(where: { $0.contains("Fatal error") }) {
                await worker.waitForExit(timeout: Self.crashGrace)
                if let exit = worker.exit { return .failure(failure("the worker \(exit)" + Self.lastOutput(worker))) }
            }
            // The blocked threads' stacks where they can be had: SIGQUIT makes the Swift backtracer write them (a
            // few hundred milliseconds); whatever is left then is killed.
            worker.quit()
            await worker.waitForExit(timeout: Self.stackGrace)
            worker.kill()
            var message =
                "the app did not finish the step within \(stepTimeout); the worker was ended (its stacks, if it"
                + " could write them, are in the events)"
            if let stalled = worker.stalled {
                let pending = stalled.pendingWork ?? []
                message +=
                    pending.isEmpty ? "; nothing was pending" : "; still pending: " + pending.joined(separator: ", ")
            } else if let crash = worker.stderrTail.first(where: {
                $0.hasPrefix("*** Signal") && !$0.contains("Signal 3:")
            }) {
                message = "the worker crashed (\(crash)) and did not exit within \(stepTimeout); it was ended"
            } else {
                message += "; it reported nothing (its main thread and timeline were blocked)"
            }
            return .failure(failure(message + Self.lastOutput(worker)))
        case .exited(let exit):
            workerUsable = false
            return .failure(failure("the worker \(exit)" + Self.lastOutput(worker)))
        case .garbage(let line):
            workerUsable = false
            worker.kill()
            return .failure(failure("the worker wrote a line outside the protocol: \(line.prefix(200))"))
        }
    }

    /// The case's error when `state` (the worker's reply at `step`, or at the end when `nil`) lacks a field the worker
    /// supplies (``AppDeclaration/supplied``): the field and the step are named, and nothing is compared against a
    /// `null` the worker never meant.
    func unreported(_ state: WorkerState?, at step: ScenarioStep?) -> CaseFailure? {
        guard let state, let (field, problem) = state.unreported(of: declaration.supplied) else { return nil }
        let when = step.map { "at `\($0.description)`" } ?? "at the end of the case"
        let message = "the worker declares `\(field)` but does not report it: its state \(when) \(problem)"
        return step.map { CaseFailure(at: $0, message: message) } ?? CaseFailure(message: message)
    }

    /// How long a hung worker gets to write its stacks before it is killed.
    static var stackGrace: Duration { .milliseconds(300) }
    /// How long a worker that wrote a fatal error gets to finish its crash report and exit.
    static var crashGrace: Duration { .seconds(2) }

    /// The worker's last stderr line (its fatal error, if it wrote one), for a one-line message.
    static func lastOutput(_ worker: WorkerProcess) -> String {
        var tail = worker.stderrTail
        // What the app said, not the backtracer's report after it.
        if let report = tail.firstIndex(where: { $0.hasPrefix("*** Signal") }) { tail = Array(tail[..<report]) }
        guard
            let last = tail.last(where: { $0.contains("Fatal error") })
                ?? tail.last(where: { !$0.hasPrefix("lockharness-worker:") && !$0.isEmpty })
        else { return "" }
        return "; its last output: \(last.prefix(300))"
    }

    /// The lines of `tail` worth a report: from the first fatal-error or signal line (the crash and its backtrace,
    /// 60 lines at most), else the last 10.
    static func crashReport(_ tail: [String]) -> [String] {
        if let start = tail.firstIndex(where: { $0.contains("Fatal error") || $0.hasPrefix("*** Signal") }) {
            return Array(tail[start...].prefix(60))
        }
        return Array(tail.suffix(10))
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
