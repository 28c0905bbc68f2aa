import ArgumentParser
import Foundation
import Harness
import LockCore
import SessionCommandOptions

extension Lockharness {
    /// `lockharness explore`: random step sequences checked against invariants, shrunk, written as a scenario.
    struct Explore: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Explore random step sequences against the lock's invariants.",
            discussion: """
                The first violation is shrunk to a minimal sequence and written to --out as a scenario file \
                that `lockharness run` replays. With --liveness, a bounded search \
                from the last state of each run (and from every login or lock-on change) must still reach \
                each goal: unlocked-home, passcode-enabled, passcode-disabled, logged-in; a dead end is \
                reported like a violation. Exit codes: 0 no violation, 1 a violation or dead end (file \
                written), 2 bad input.
                """)

        @Option(help: "The seed (default: a random one, printed so the run can be repeated).")
        var seed: UInt64?

        @Option(help: "How many runs, each from a fresh session.")
        var runs: Int = 100

        @Option(help: "The most steps per run.")
        var steps: Int = 60

        @Option(
            help: PolicyPreset.help("The policy preset"), completion: .choices(PolicyPreset.self),
            transform: PolicyPreset.argument(of: "--policy"))
        var policy: PolicyPreset = .defaultChoice

        @Option(help: "The device profile.", completion: .deviceProfiles)
        var device: String = "iphone-15-pro"

        @Option(help: "PBKDF2 rounds in place of the preset's verifier (makes hardened runs cheap).")
        var verifierRounds: Int?

        @Option(help: "Where the failing scenario is written.")
        var out: String = "explore-failures"

        @Flag(inversion: .prefixedNo, help: "Search for dead ends: states from which a goal is unreachable (slow).")
        var liveness = false

        @Option(help: "The most moves the liveness search takes from a checked state.")
        var livenessDepth: Int = ExploreLiveness.defaultDepth

        @Option(
            help: ExploreLiveness.Checkpoints.help("Which states the liveness search starts from"),
            completion: .choices(ExploreLiveness.Checkpoints.self),
            transform: ExploreLiveness.Checkpoints.argument(of: "--liveness-checkpoints"))
        var livenessCheckpoints: ExploreLiveness.Checkpoints = .defaultChoice

        @OptionGroup var backendOptions: BackendOptions

        func run() async throws {
            var arguments = ExploreCommand.Arguments(
                seed: seed ?? UInt64.random(in: 0...UInt64(UInt32.max)), runs: runs, steps: steps, policy: policy,
                device: device, verifierRounds: verifierRounds, outDirectory: out)
            arguments.backend = backendOptions.choice
            arguments.liveness = liveness
            arguments.livenessDepth = livenessDepth
            arguments.livenessCheckpoints = livenessCheckpoints
            // A replay line that works from any directory: the executable (or `swift run --package-path`), and
            // the backend the violation was found with.
            arguments.replayPrefix = ScenarioRerunCommand.prefix(
                executablePath: (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).path,
                runOptions: backendOptions.rerunArguments)
            let code = await ExploreCommand.run(
                arguments, errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                output: { print($0) })
            if code != 0 { throw ExitCode(code) }
        }
    }
}
