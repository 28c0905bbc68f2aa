import Biometrics
import Harness
import LockCore
import Testing

@testable import HarnessExplore
@testable import HarnessLanguage
@testable import HarnessScenarios

struct ExploreShrinkTests {
    /// Planted bug: "fails" whenever the enrollment changes after a reboot, whatever else happened.
    static let rebootThenEnrollment = ExploreInvariant(name: "planted", summary: "no enrollment change after a reboot")
    {
        step in
        guard step.input == .sensor(.changeEnrollment),
            step.history.applied.contains(where: { if case .reboot = $0 { true } else { false } })
        else { return nil }
        return .init("enrollment changed after a reboot")
    }

    @Test func shrinksAPlantedBugToTheTwoStepsThatMatter() async throws {
        var options = ExploreOptions(seed: 11, runs: 200, steps: 80, setup: ExploreSetup(policy: .seed))
        options.invariants = [Self.rebootThenEnrollment]
        let report = try await Explorer(catalog: ExploreFixtures.catalog).explore(options)
        let finding = try #require(report.violations.first)
        #expect(finding.originalLength > 3)
        #expect(finding.inputs == [.reboot(downtime: .zero), .sensor(.changeEnrollment)])
        #expect(finding.everyInputApplies)
    }

    @Test func shrinksADeliberatelyWrongInvariantToAColdLaunch() async throws {
        let neverLocked = ExploreInvariant(name: "never-locked", summary: "wrong on purpose") { step in
            step.after.locked ? .init("locked", expect: "{locked: false}") : nil
        }
        var options = ExploreOptions(
            seed: 4, runs: 5, steps: 60, setup: ExploreSetup(policy: ExploreFixtures.cheapHardened))
        options.invariants = [neverLocked]
        let report = try await Explorer(catalog: ExploreFixtures.catalog).explore(options)
        let finding = try #require(report.violations.first)
        #expect(finding.inputs == [.launch])
    }

    @Test func shrinksTheSeedWallClockWeaknessToTheBoundary() async throws {
        let seedTimeout = ExploreInvariant(name: "seed-locks-after-timeout", summary: "wall-clock timeout") { step in
            guard let away = step.foregroundedAfter, away >= step.timeout, step.before.passcodeEnabled,
                !step.lockedOrRelocked
            else { return nil }
            return .init("not locked after \(away)", expect: "{locked: true}")
        }
        var options = ExploreOptions(seed: 8, runs: 100, steps: 60, setup: ExploreSetup(policy: .seed))
        options.invariants = [seedTimeout]
        let report = try await Explorer(catalog: ExploreFixtures.catalog).explore(options)
        let finding = try #require(report.violations.first)
        #expect(finding.inputs.count <= 6, "\(finding.inputs)")
        #expect(finding.inputs.contains { if case .shiftWallClock = $0 { true } else { false } }, "\(finding.inputs)")
    }

    @Test func argumentsAreSimplified() throws {
        let shrinker = ExploreShrinker(runner: try ExploreFixtures.runner(.seed))
        #expect(shrinker.simplifications(of: .advance(.seconds(7200))).first == .advance(.zero))
        #expect(shrinker.simplifications(of: .advance(.zero)).isEmpty)
        #expect(shrinker.simplifications(of: .enterPIN("246801")) == [.enterPIN("482916"), .enterPIN("000000")])
        #expect(shrinker.simplifications(of: .enterPIN("482916")).isEmpty)
        #expect(shrinker.simplifications(of: .reboot(downtime: .seconds(30))) == [.reboot(downtime: .zero)])
    }
}
