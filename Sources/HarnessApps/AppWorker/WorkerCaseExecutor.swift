import Biometrics
import Foundation
import HarnessScenarios
import HarnessSession

/// Runs scenario cases through a team's app in worker processes (``WorkerLauncher``, the step protocol of
/// ``WorkerProtocol``): one app per process, a fresh app per case, `workers` processes side by side.
///
/// - **Isolation.** App code keeps process-wide state; here each case has a worker to itself, and each
///   `begin-case` makes a fresh app (``freshProcessPerCase`` starts a new process for every case instead).
/// - **Watchdog.** A step with no reply after ``stepTimeout`` (real time) ends its worker (`SIGKILL`): the case
///   errors naming the step, the work the worker said was still pending (its `stalled` event) and its last output;
///   a new worker takes its place and the run goes on. A worker that crashes errors its case with the signal and
///   its last stderr lines, and is replaced too.
/// - **Skips and differential** work as in ``AppCaseExecutor``: a case needing what the worker's declaration lacks
///   is skipped with the reason; in ``AppCaseExecutor/Mode/differential`` the model (an ``AppSession`` in this
///   process) takes every input beside the worker and the first step where they differ fails the case.
///
/// ```swift
/// let executor = try await WorkerCaseExecutor.start(
///     catalog: catalog, launcher: WorkerLauncher(executable: ".build/debug/my-app-worker"), workers: 2)
/// var options = ScenarioRunOptions(paths: ["Tests/Conformance"])
/// options.app = { _ in executor }
/// let code = await ScenarioRunCommand.run(options) { print($0) }
/// await executor.shutDown()
/// ```
public struct WorkerCaseExecutor: ScenarioCaseExecutor {
    /// Turns documents into configurations (for skips and the model; the worker makes its own from the header).
    public let setup: ScenarioSessionSetup
    /// What the worker's app has (its hello's declaration).
    public let declaration: AppDeclaration
    /// How workers are started.
    public let launcher: WorkerLauncher
    /// How many workers run at once.
    public let workers: Int
    /// App alone, or beside the model.
    public var mode: AppCaseExecutor.Mode
    /// How long one step may go without a reply before its worker is ended.
    public var stepTimeout: Duration
    /// A new process for every case instead of a fresh app in a reused one.
    public var freshProcessPerCase: Bool
    /// The model's backend in differential mode.
    public var modelBackend: any SessionBackendProvider
    let pool: WorkerPool

    /// Starts one worker of `launcher` and reads its hello (its declaration); more start as cases need them, up
    /// to `workers` (default: the active cores).
    ///
    /// - Throws: ``WorkerError/notAWorker(executable:problem:printed:)`` when it is not a worker.
    public static func start(
        catalog: DeviceProfileCatalog, launcher: WorkerLauncher, workers: Int? = nil,
        mode: AppCaseExecutor.Mode = .app, stepTimeout: Duration = WorkerProtocol.defaultStepTimeout,
        freshProcessPerCase: Bool = false,
        modelBackend: any SessionBackendProvider = InProcessSessionBackendProvider()
    ) async throws(WorkerError) -> WorkerCaseExecutor {
        let (first, declaration) = try await launcher.launch()
        let count = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        return WorkerCaseExecutor(
            setup: ScenarioSessionSetup(catalog: catalog), declaration: declaration, launcher: launcher,
            workers: count, mode: mode, stepTimeout: stepTimeout, freshProcessPerCase: freshProcessPerCase,
            modelBackend: modelBackend, pool: WorkerPool(launcher: launcher, capacity: count, first: first))
    }

    /// Ends the idle workers (each ends its app and exits).
    public func shutDown() async { await pool.shutDown() }

    public func run(_ scenarioCase: ScenarioCase) async -> CaseResult {
        let (configuration, kinds): (SessionConfiguration, [ScenarioStepKind])
        // The worker's declaration came in its hello: a misspelled name errors every case, as in process (per case
        // here: a worker case costs process hops that dwarf it).
        switch AppCaseAdmission(scenarioCase, setup: setup, declaration: declaration, problems: declaration.problems) {
        case .ended(let result): return result
        case .run(let admitted, let meanings): (configuration, kinds) = (admitted, meanings)
        }
        var model: AppSession?
        if mode == .differential {
            do {
                model = try await AppSession(configuration, backend: modelBackend)
            } catch {
                return .errored(scenarioCase, CaseFailure(message: "the model could not start: \(error)"))
            }
        }
        let worker: WorkerProcess
        do {
            worker = try await pool.acquire()
        } catch {
            return .errored(scenarioCase, CaseFailure(message: "no worker: \(error)"))
        }
        var run = WorkerCaseRun(
            scenarioCase: scenarioCase, kinds: kinds, worker: worker, model: model, declaration: declaration,
            stepTimeout: scenarioCase.document.stepLimit ?? stepTimeout)
        let result = await run.run()
        await pool.release(worker, reusable: run.workerUsable && !freshProcessPerCase)
        return result
    }
}

extension WorkerCaseExecutor {
    /// The same executor (and workers), reading cases' configurations with `catalog`'s device profiles (the ones a
    /// run loaded: `lockharness run --devices`); the worker reads its own, embedded, profiles.
    public func using(catalog: DeviceProfileCatalog) -> WorkerCaseExecutor {
        WorkerCaseExecutor(
            setup: ScenarioSessionSetup(catalog: catalog), declaration: declaration, launcher: launcher,
            workers: workers, mode: mode, stepTimeout: stepTimeout, freshProcessPerCase: freshProcessPerCase,
            modelBackend: modelBackend, pool: pool)
    }
}
