import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// How to explore: the seed, how many runs of how many steps, the setup, and the invariants to check.
public struct ExploreOptions: Sendable {
    /// The seed every run's seed derives from.
    public var seed: UInt64
    /// How many runs (each from a fresh session).
    public var runs: Int
    /// The most inputs per run.
    public var steps: Int
    /// What every run starts from.
    public var setup: ExploreSetup
    /// The invariants checked after every step.
    public var invariants: [ExploreInvariant]
    /// Whether a failing sequence is shrunk before it is reported.
    public var shrinks: Bool
    /// The most replays shrinking may spend.
    public var maxShrinkReplays: Int
    /// Makes each run's backend (default: in process).
    public var backend: any SessionBackendProvider = InProcessSessionBackendProvider()
    /// The `--backend` argument to repeat in ``command`` (nil: in process).
    public var backendArgument: String?
    /// The liveness check (nil: none; `lockharness explore --liveness` turns it on).
    public var liveness: ExploreLiveness?
    /// A team's app to explore instead of LockHarness's model (with ``ExploreInvariant/portable``: the standard
    /// set reads fields only the model has).
    public var app: ExploreApp?

    /// Options with the standard invariants.
    public init(
        seed: UInt64 = 1, runs: Int = 100, steps: Int = 60, setup: ExploreSetup = ExploreSetup(),
        invariants: [ExploreInvariant] = ExploreInvariant.standard, shrinks: Bool = true, maxShrinkReplays: Int = 3000
    ) {
        self.seed = seed
        self.runs = runs
        self.steps = steps
        self.setup = setup
        self.invariants = invariants
        self.shrinks = shrinks
        self.maxShrinkReplays = maxShrinkReplays
    }

    /// The allowed run counts.
    public static let runsRange = 1...100_000
    /// The allowed steps per run.
    public static let stepsRange = 1...10_000

    /// The seed of run `run` (0-based): SplitMix64 over the exploration seed, `run + 1` times.
    public func runSeed(_ run: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed)
        var value: UInt64 = 0
        for _ in 0...run { value = mixer.next() }
        return value
    }

    /// The command that explores again with these options.
    public var command: String {
        var parts = [
            "swift run lockharness explore", "--seed \(seed)", "--runs \(runs)", "--steps \(steps)",
            "--policy \(setup.policy.name)", "--device \(setup.deviceName)",
        ]
        if case .pbkdf2SHA256(let rounds) = setup.policy.localVerifier,
            setup.policy.localVerifier != setup.policy.preset?.policy.localVerifier
        {
            parts.append("--verifier-rounds \(rounds)")
        }
        if let liveness {
            parts.append("--liveness")
            if liveness.depth != ExploreLiveness.defaultDepth { parts.append("--liveness-depth \(liveness.depth)") }
            if liveness.checkpoints != .defaultChoice {
                parts.append("--liveness-checkpoints \(liveness.checkpoints.name)")
            }
        }
        if let backendArgument { parts.append("--backend \(backendArgument)") }
        return parts.joined(separator: " ")
    }
}
