import Biometrics
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct ExploreInvariantTests {
    static let policies: [(String, LockPolicy)] = [("seed", .seed), ("hardened", ExploreFixtures.cheapHardened)]

    @Test(arguments: [0, 1])
    func invariantsHoldForRandomRuns(policyIndex: Int) async throws {
        let (name, policy) = Self.policies[policyIndex]
        let options = ExploreOptions(seed: 2026, runs: 25, steps: 60, setup: ExploreSetup(policy: policy))
        let report = try await Explorer(catalog: ExploreFixtures.catalog).explore(options)
        if let finding = report.violations.first {
            let yaml = try ExploreScenarioWriter.yaml(for: finding, options: options, path: "\(name).yaml")
            Issue.record("\(name): \(finding.violation.invariant): \(finding.violation.message)\n\(yaml)")
        }
        #expect(report.runs == 25)
        #expect(report.stepsExecuted > 25 * 30)
    }

    @Test func hardenedLocksOnColdLaunchAndAfterTheTimeoutDespiteTheWallClock() async throws {
        let runner = try ExploreFixtures.runner(ExploreFixtures.cheapHardened, biometricEnabled: false)
        let result = try await runner.replay([
            .launch, .enterPIN("482916"), .background, .advance(.seconds(60)), .shiftWallClock(.seconds(-3600)),
            .foreground,
        ])
        #expect(result.violation == nil)
        #expect(result.skippedCount == 0)
    }

    @Test func aBrokenUnlockIsCaught() async throws {
        // Planted: on the seed policy the wall clock set back defeats the timeout; an invariant that demands
        // the hardened rule of every policy catches it.
        let strict = ExploreInvariant(name: "monotonic-everywhere", summary: "like hardened, for any policy") { step in
            guard let away = step.foregroundedAfter, away >= step.timeout, step.before.passcodeEnabled,
                !step.lockedOrRelocked
            else { return nil }
            return .init("not locked after \(away)", expect: "{locked: true}")
        }
        let runner = try ExploreFixtures.runner(.seed, invariants: [strict])
        let result = try await runner.replay([
            .launch, .background, .advance(.seconds(120)), .shiftWallClock(.seconds(-3600)), .foreground,
        ])
        #expect(result.violation?.invariant == "monotonic-everywhere")
        #expect(result.violation?.stepIndex == 4)
    }

    /// Session finding: the coordinator restarts the background timer when the scene flickers
    /// background → inactive → background (`LockCoordinator.enter(.background)` overwrites `backgroundedAt`).
    @Test func hardenedTimeoutCountsFromTheFirstBackgroundThroughAFlicker() async throws {
        let runner = try ExploreFixtures.runner(
            ExploreFixtures.cheapHardened, invariants: [.hardenedTimeoutOnMonotonicTime], biometricEnabled: false)
        let result = try await runner.replay([
            .launch, .enterPIN("482916"), .background, .advance(.seconds(60)), .scene(.inactive), .scene(.background),
            .foreground,
        ])
        #expect(result.skippedCount == 0)
        #expect(result.violation == nil)
    }

    @Test func invalidInputsAreSkippedNotFailures() async throws {
        let runner = try ExploreFixtures.runner(.seed)
        let result = try await runner.replay([.foreground, .tapBiometric, .launch, .launch, .openSettings])
        #expect(result.violation == nil)
        #expect(result.steps.map { $0.skipped != nil } == [true, true, false, true, false])
    }
}
