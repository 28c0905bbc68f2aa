import Biometrics
import Harness
import LockCore

@testable import HarnessScenarios

/// Shared setups for the explorer tests.
enum ExploreFixtures {
    static let catalog = try! DeviceProfileCatalog.embedded()

    static var cheapHardened: LockPolicy {
        var policy = LockPolicy.hardened
        policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
        return policy
    }

    static func runner(_ policy: LockPolicy, invariants: [ExploreInvariant] = ExploreInvariant.standard) throws
        -> ExploreRunner
    {
        try ExploreRunner(setup: ExploreSetup(policy: policy), catalog: catalog, invariants: invariants)
    }

    static func generate(_ policy: LockPolicy, seed: UInt64, steps: Int, invariants: [ExploreInvariant] = [])
        async throws -> ExploreRunResult
    {
        var generator = ExploreGenerator(seed: seed, setup: ExploreSetup(policy: policy))
        return try await runner(policy, invariants: invariants).run(&generator, maxSteps: steps)
    }
}
