import Biometrics
import Harness
import LockCore

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Shared setups for the explorer tests.
enum ExploreFixtures {
    static let catalog = try! DeviceProfileCatalog.embedded()

    static var cheapHardened: LockPolicy {
        var policy = LockPolicy.hardened
        policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
        return policy
    }

    /// A runner over `policy`; `biometricEnabled: false` for a replay that types a PIN right after `launch` (with
    /// biometric unlock on, the launch's modal prompt would refuse it).
    static func runner(
        _ policy: LockPolicy, invariants: [ExploreInvariant] = ExploreInvariant.standard, biometricEnabled: Bool = true
    ) throws -> ExploreRunner {
        try ExploreRunner(
            setup: ExploreSetup(policy: policy, biometricEnabled: biometricEnabled), catalog: catalog,
            invariants: invariants)
    }

    static func generate(_ policy: LockPolicy, seed: UInt64, steps: Int, invariants: [ExploreInvariant] = [])
        async throws -> ExploreRunResult
    {
        var generator = ExploreGenerator(seed: seed, setup: ExploreSetup(policy: policy))
        return try await runner(policy, invariants: invariants).run(&generator, maxSteps: steps)
    }
}
