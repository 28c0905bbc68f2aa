import ArgumentParser
import Biometrics
import Foundation
import Harness
import SessionCommandOptions

/// `--app WORKER` and its companions: run the cases through a team's app in worker processes (the step protocol,
/// docs/app-workers.md) instead of LockHarness's model.
struct AppWorkerOptions: ParsableArguments {
    @Option(
        name: .customLong("app"),
        help: ArgumentHelp(
            "Run the cases through this app worker executable (see docs/app-workers.md) instead of the model.",
            valueName: "worker"),
        completion: .file())
    var worker: String?

    @Option(help: "App workers run at once, one case each (default: the number of active cores).")
    var workers: Int?

    @Option(
        name: .customLong("step-limit"),
        help: ArgumentHelp(
            "How long one step may run on the app before its worker is ended and the case errors (default: 10s; a "
                + "scenario's `step-limit:` overrides it for its cases).",
            valueName: "duration"))
    var stepLimit: String?

    @Flag(help: "With --app: run LockHarness's model beside each case's app and fail at the first step they differ.")
    var differential = false

    @Flag(help: "With --app: start a new worker process for every case instead of resetting the app in one.")
    var freshProcessPerCase = false

    func validate() throws {
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1") }
        if worker == nil, differential || freshProcessPerCase || workers != nil || stepLimit != nil {
            throw ValidationError("--workers, --step-limit, --differential and --fresh-process-per-case need --app")
        }
        _ = try timeout()
    }

    /// The step limit given, or the default.
    func timeout() throws -> Duration { try LiveAppOptions.stepLimit(parsing: stepLimit, option: "--step-limit") }

    /// The options that change a re-run's outcome, for printed re-run commands.
    var rerunArguments: [String] {
        guard let worker else { return [] }
        return ["--app", URL(fileURLWithPath: worker).standardizedFileURL.path]
            + (differential ? ["--differential"] : [])
    }

    /// Starts the worker pool (one worker, its hello read), or exits 2 naming the executable and what it printed.
    /// `modelBackend` is the model's backend in `--differential` runs (`--backend`).
    func start(modelBackend: any SessionBackendProvider) async throws -> WorkerCaseExecutor? {
        guard let worker else { return nil }
        let path = worker.contains("/") ? URL(fileURLWithPath: worker).standardizedFileURL.path : worker
        do {
            return try await WorkerCaseExecutor.start(
                catalog: DeviceProfileCatalog.embedded(), launcher: WorkerLauncher(executable: path),
                workers: workers, mode: differential ? .differential : .app, stepTimeout: timeout(),
                freshProcessPerCase: freshProcessPerCase, modelBackend: modelBackend)
        } catch {
            FileHandle.standardError.write(Data("error: --app: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
