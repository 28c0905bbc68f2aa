import Biometrics
import Foundation
import HarnessScenarios
import HarnessSession
import LockCore

/// Everything `lockharness explore` does, as a library call: check the options, explore, write the shrunk
/// failure (a broken invariant or a dead end) as a scenario file, print a summary. Exit codes: 0 no violation, 1 a
/// violation or dead end (file written), 2 bad input.
public enum ExploreCommand {
    /// The command-line options, unvalidated.
    public struct Arguments: Sendable {
        /// `--seed`.
        public var seed: UInt64
        /// `--runs`.
        public var runs: Int
        /// `--steps`.
        public var steps: Int
        /// `--policy`.
        public var policy: PolicyPreset
        /// `--device`: a device profile id.
        public var device: String
        /// `--verifier-rounds`: PBKDF2 rounds in place of the preset's verifier (cheap hardened runs).
        public var verifierRounds: Int?
        /// `--out`: where the failing scenario is written.
        public var outDirectory: String
        /// `--backend`.
        public var backend: SessionBackendChoice = .inProcess
        /// `--liveness` / `--no-liveness`: whether dead ends are searched for (off by default: it costs ~30-50x the
        /// exploration itself).
        public var liveness = false
        /// `--liveness-depth`: how many steps the liveness search takes from a checked state.
        public var livenessDepth = ExploreLiveness.defaultDepth
        /// `--liveness-checkpoints`: `changes` (the last state and every login or lock-on change) or `last`.
        public var livenessCheckpoints = ExploreLiveness.Checkpoints.defaultChoice
        /// The command before the scenario path in the printed replay line (the CLI makes one that works from any
        /// directory, as ``ScenarioRerunCommand/prefix(executablePath:product:subcommand:swiftRunOptions:runOptions:)``
        /// does for `run`).
        public var replayPrefix = "swift run lockharness run"
        /// The directory a relative `--out` is resolved against in the replay line (default: the current one).
        public var workingDirectory: String?

        /// Arguments from their parts.
        public init(
            seed: UInt64, runs: Int = 100, steps: Int = 60, policy: PolicyPreset = .defaultChoice,
            device: String = "iphone-15-pro",
            verifierRounds: Int? = nil, outDirectory: String = "explore-failures"
        ) {
            self.seed = seed
            self.runs = runs
            self.steps = steps
            self.policy = policy
            self.device = device
            self.verifierRounds = verifierRounds
            self.outDirectory = outDirectory
        }
    }

    /// Explores with `arguments`; `output` receives the text to print, `errorOutput` (standard error in the CLI;
    /// `output` when `nil`) the errors (bad options: exit code 2). Returns the exit code.
    public static func run(
        _ arguments: Arguments, errorOutput: (@Sendable (String) -> Void)? = nil,
        output: @Sendable (String) -> Void
    ) async -> Int32 {
        func reportError(_ text: String) {
            if let errorOutput { errorOutput(text) } else { output(text) }
        }
        let opened: OpenedSessionBackend
        do { opened = try await arguments.backend.open() } catch {
            reportError("error: \(error)")
            return ScenarioExitCode.badInput.rawValue
        }
        defer { opened.close() }
        do {
            var options = try options(arguments)
            options.backend = opened.provider
            if arguments.backend != .inProcess { options.backendArgument = arguments.backend.description }
            let started = ContinuousClock.now
            let report = try await Explorer(catalog: try catalog()).explore(options)
            let elapsed = ContinuousClock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            output(report.summary + String(format: " in %.2f s", seconds))
            if let liveness = report.livenessSummary, let depth = options.liveness?.depth {
                output(liveness + " (depth \(depth))")
            }
            guard let finding = report.violations.first else { return ScenarioExitCode.passed.rawValue }
            let path = (arguments.outDirectory as NSString).appendingPathComponent(
                finding.fileName(policy: options.setup.policy.name))
            let yaml = try ExploreScenarioWriter.yaml(for: finding, options: options, path: path)
            do {
                try FileManager.default.createDirectory(
                    atPath: arguments.outDirectory, withIntermediateDirectories: true)
                try yaml.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw ExploreError.cannotWrite("\(path): \(error.localizedDescription)")
            }
            if let goal = ExploreGoal(invariantName: finding.violation.invariant), let depth = options.liveness?.depth {
                output("dead end: goal \(goal.rawValue) (\(goal.summary)) unreachable within depth \(depth)")
                output("  \(finding.violation.message)")
                output("  state: \(finding.violation.state)")
            } else {
                output("\(finding.violation.invariant): \(finding.violation.message)")
            }
            output("shrunk from \(finding.originalLength) to \(finding.inputs.count) steps; wrote \(path)")
            output(replayLine(path: path, arguments: arguments))
            return ScenarioExitCode.failed.rawValue
        } catch {
            reportError("error: \(error)")
            return ScenarioExitCode.badInput.rawValue
        }
    }

    /// The line that tells how to replay the scenario written to `path`: `replay: PREFIX /absolute/path.yaml`,
    /// which works from any directory (a relative `--out` is resolved against the working directory).
    public static func replayLine(path: String, arguments: Arguments) -> String {
        let replay = ScenarioRerunCommand(
            prefix: arguments.replayPrefix,
            workingDirectory: arguments.workingDirectory ?? FileManager.default.currentDirectoryPath)
        return "replay: \(arguments.replayPrefix) \(ScenarioShellQuoting.quote(replay.absolute(path)))"
    }

    /// The options `arguments` stand for.
    public static func options(_ arguments: Arguments) throws(ExploreError) -> ExploreOptions {
        var policy = arguments.policy.policy
        if let rounds = arguments.verifierRounds {
            guard PasscodeVerifier.pbkdf2RoundsRange.contains(rounds) else {
                throw .badOption("--verifier-rounds must be in \(PasscodeVerifier.pbkdf2RoundsRange), not \(rounds)")
            }
            policy.localVerifier = .pbkdf2SHA256(rounds: rounds)
        }
        guard ExploreOptions.runsRange.contains(arguments.runs) else {
            throw .badOption("--runs must be in \(ExploreOptions.runsRange), not \(arguments.runs)")
        }
        guard ExploreOptions.stepsRange.contains(arguments.steps) else {
            throw .badOption("--steps must be in \(ExploreOptions.stepsRange), not \(arguments.steps)")
        }
        let catalog = try catalog()
        guard catalog.ids.contains(arguments.device) else {
            let hint = NameSuggestion.closest(to: arguments.device, among: catalog.ids).map {
                " (did you mean '\($0)'?)"
            }
            throw .badOption(
                "--device: unknown profile '\(arguments.device)'\(hint ?? ""); use one of \(catalog.ids.joined(separator: ", "))"
            )
        }
        guard ExploreLiveness.depthRange.contains(arguments.livenessDepth) else {
            throw .badOption(
                "--liveness-depth must be in \(ExploreLiveness.depthRange), not \(arguments.livenessDepth)")
        }
        var options = ExploreOptions(
            seed: arguments.seed, runs: arguments.runs, steps: arguments.steps,
            setup: ExploreSetup(policy: policy, deviceName: arguments.device))
        if arguments.liveness {
            options.liveness = ExploreLiveness(
                depth: arguments.livenessDepth, checkpoints: arguments.livenessCheckpoints)
        }
        return options
    }

    static func catalog() throws(ExploreError) -> DeviceProfileCatalog {
        do { return try DeviceProfileCatalog.embedded() } catch { throw .badSetup("device profiles: \(error)") }
    }
}
