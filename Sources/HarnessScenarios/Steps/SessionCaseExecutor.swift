import Biometrics
import HarnessLanguage
import HarnessSession
import LockCore

/// Runs scenario cases on fresh ``AppSession``s.
///
/// A case runs once without traces; if it fails it is run again (the timeline is deterministic, so the
/// replay takes the same path) recording the snapshot after every step, so the report shows the whole story
/// while passing cases cost no tracing at all. A case answered by a real reader is never run twice: a second run
/// would prompt the reader again (and a finger does not do the same thing twice), so it is traced the first time.
public struct SessionCaseExecutor: ScenarioCaseExecutor {
    /// Turns documents into session configurations.
    public let setup: ScenarioSessionSetup
    /// A real reader that answers every case's prompts instead of the simulation (run cases one at a time).
    public let externalSensor: (any BiometricSensor)?
    /// Makes each case's backend (its own account: in process, or a sandbox on a reference server).
    public let backend: any SessionBackendProvider
    /// Where each case's reader answers and lock events go (`--record-reader`, `--compare-reader`), if anywhere.
    public var readerLog: ReaderRunLog?
    /// A recording whose answers replace the reader, case by case (`--replay-reader`): pure simulation.
    public var replay: ReaderRecording?
    /// Session configurations and starts already made, by the matrix header they were made from.
    let headers = SessionSetupMemo()
    /// Whether ``backend`` is the in-process one, whose sessions can start from a ``SessionStart``.
    private let backendIsInProcess: Bool

    /// An executor over the given device profiles, optionally with a real reader as every case's sensor, with
    /// backends from `backend`.
    public init(
        catalog: DeviceProfileCatalog, externalSensor: (any BiometricSensor)? = nil,
        backend: any SessionBackendProvider = InProcessSessionBackendProvider()
    ) {
        self.setup = ScenarioSessionSetup(catalog: catalog)
        self.externalSensor = externalSensor
        self.backend = backend
        self.backendIsInProcess = backend is InProcessSessionBackendProvider
    }

    /// Every problem of a case found without running it, in file order, at most `limit`: the configuration
    /// (`device`, `policy`, `initial`, ...) and each step that does not parse, so one run reports them all.
    public func problems(in scenarioCase: ScenarioCase, limit: Int) -> [ScenarioError] {
        var found = setup.configurationProblems(for: scenarioCase.document)
        for step in scenarioCase.steps where found.count < limit {
            do { _ = try ScenarioStepInterpreter.interpret(step) } catch { found.append(error) }
        }
        return Array(found.prefix(limit))
    }

    public func run(_ scenarioCase: ScenarioCase) async -> CaseResult {
        // One prompt per attempt on a real reader: traced on its only run.
        if externalSensor != nil || replay != nil { return await execute(scenarioCase, tracing: true) }
        // The runner measures each case's duration (a failing case's traced replay included).
        let result = await execute(scenarioCase, tracing: false)
        return result.outcome == .passed ? result : await execute(scenarioCase, tracing: true)
    }

    func execute(_ scenarioCase: ScenarioCase, tracing: Bool) async -> CaseResult {
        // A matrix case's configuration (and session start) is its header's, made once; a plain case makes its own.
        var made: SessionSetupMemo.Made?
        var ownConfiguration: SessionConfiguration?
        var kinds: [ScenarioStepKind] = []
        do throws(ScenarioError) {
            if let prepared = scenarioCase.prepared {
                let found = headers.made(for: prepared, setup: setup)
                if let error = found.error { throw error }
                made = found
                kinds.reserveCapacity(prepared.steps.count)
                for step in prepared.steps {
                    switch step.kind {
                    case .success(let kind): kinds.append(kind)
                    case .failure(let error): throw error
                    }
                }
            } else {
                ownConfiguration = try setup.configuration(for: scenarioCase.document)
                for step in scenarioCase.steps { kinds.append(try ScenarioStepInterpreter.interpret(step)) }
            }
        } catch {
            return .errored(scenarioCase, CaseFailure(error))
        }
        var sensor = externalSensor
        var recorder: RecordingSensor?
        if let replay {
            guard let recorded = replay.recordedCase(scenarioCase.id) else {
                return .errored(
                    scenarioCase,
                    CaseFailure(
                        message: "the reader recording has no case \(scenarioCase.id) (it holds: "
                            + replay.cases.map(\.id).joined(separator: ", ") + ")"))
            }
            sensor = ReplaySensor(recorded)
        } else if readerLog != nil, let externalSensor {
            recorder = RecordingSensor(wrapping: externalSensor)
            sensor = recorder
        }
        // A matrix case with the simulated sensor and the in-process backend starts where its header's first case
        // started (SessionStart), without repeating the start-up calls.
        let keepsStart = sensor == nil && backendIsInProcess ? made : nil
        let session: AppSession
        if let start = keepsStart?.keptStart {
            session = AppSession(from: start)
        } else {
            guard let configuration = made?.configuration ?? ownConfiguration else {
                preconditionFailure("a case whose checks passed has a configuration")
            }
            do {
                session = try await AppSession(configuration, externalSensor: sensor, backend: backend)
            } catch {
                return .errored(scenarioCase, CaseFailure(message: "the session could not start: \(error)"))
            }
            if let keepsStart, let start = await session.sessionStart() { keepsStart.keep(start) }
        }
        if readerLog != nil { await session.setRecordsLockEvents(true) }

        var result = await session.run(kinds, of: scenarioCase, tracing: tracing)
        if let readerLog {
            readerLog.add(
                ReaderRunLog.Entry(
                    id: scenarioCase.id, recorded: await recorder?.recordedCase(id: scenarioCase.id),
                    lockEvents: await session.model.lockEventLog ?? []))
        }
        if tracing, result.isProblem, var failure = result.failure {
            // The coordinator's events and effects leading up to the failure, for the report.
            failure.events = Array(await session.trace.suffix(12))
            result.failure = failure
        }
        return result
    }
}
