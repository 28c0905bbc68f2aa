import ArgumentParser
import Foundation
import Harness

/// `--app WORKER` and `--step-limit` for the live drivers (`serve`, `mcp`): the session is a team's app in one
/// worker process (``WorkerLiveSession``) instead of LockHarness's model.
public struct LiveAppOptions: ParsableArguments {
    /// The worker executable, if the session runs on an app.
    @Option(
        name: .customLong("app"),
        help: ArgumentHelp(
            "Drive this app worker executable (docs/app-workers.md) instead of LockHarness's model.",
            valueName: "worker"),
        completion: .file())
    public var worker: String?

    /// The step limit as given.
    @Option(
        name: .customLong("step-limit"),
        help: ArgumentHelp(
            "With --app: how long one step may run on the app before its worker is ended and replaced (default: 10s).",
            valueName: "duration"))
    public var stepLimitText: String?

    /// The options' defaults.
    public init() {}

    public func validate() throws {
        if worker == nil, stepLimitText != nil { throw ValidationError("--step-limit needs --app") }
        _ = try stepLimit()
    }

    /// The step limit given, or ``WorkerProtocol/defaultStepTimeout``.
    public func stepLimit() throws -> Duration {
        try Self.stepLimit(parsing: stepLimitText, option: "--step-limit")
    }

    /// `text` read as a step limit (a scenario duration above zero) for `option`'s errors; nil is the default.
    public static func stepLimit(parsing text: String?, option: String) throws -> Duration {
        guard let text else { return WorkerProtocol.defaultStepTimeout }
        let duration: Duration
        do {
            duration = try ScenarioDuration.parse(text)
        } catch {
            throw ValidationError("\(option) \(text): \(error)")
        }
        guard duration > .zero else { throw ValidationError("\(option) must be more than 0, not \(text)") }
        return duration
    }

    /// The worker's path (a name without a slash is looked up on PATH by the launcher).
    public var executable: String? {
        worker.map { $0.contains("/") ? URL(fileURLWithPath: $0).standardizedFileURL.path : $0 }
    }

    /// What builds the session of a live driver: a worker of `--app` begun with `headerYAML`, each replacement
    /// reported to `log`; nil without `--app`.
    public func sessionMaker(headerYAML: String, log: @escaping @Sendable (String) -> Void)
        throws -> (@Sendable () async throws -> any LiveDriver)?
    {
        guard let executable else { return nil }
        let limit = try stepLimit()
        let launcher = WorkerLauncher(executable: executable)
        return {
            try await WorkerLiveSession(
                launcher: launcher, headerYAML: headerYAML, stepLimit: limit,
                onReplacement: { log("lockharness: \($0)") })
        }
    }
}
