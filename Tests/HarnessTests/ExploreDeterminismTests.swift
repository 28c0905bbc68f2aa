import Biometrics
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct ExploreDeterminismTests {
    @Test func sameSeedGivesTheSameRandomStream() {
        var a = ExploreRandom(seed: 42)
        var b = ExploreRandom(seed: 42)
        var c = ExploreRandom(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
        var d = ExploreRandom(seed: 7)
        #expect((0..<1000).allSatisfy { _ in d.int(below: 6) < 6 })
    }

    @Test func sameSeedGivesTheSameSequenceAndResult() async throws {
        let one = try await ExploreFixtures.generate(.seed, seed: 99, steps: 80, invariants: ExploreInvariant.standard)
        let two = try await ExploreFixtures.generate(.seed, seed: 99, steps: 80, invariants: ExploreInvariant.standard)
        let other = try await ExploreFixtures.generate(.seed, seed: 100, steps: 80)
        #expect(one == two)
        #expect(one.inputs != other.inputs)
    }

    @Test func sameOptionsGiveTheSameReport() async throws {
        let options = ExploreOptions(seed: 5, runs: 4, steps: 30, setup: ExploreSetup(policy: .seed))
        let explorer = Explorer(catalog: ExploreFixtures.catalog)
        let first = try await explorer.explore(options)
        let second = try await explorer.explore(options)
        #expect(first == second)
        #expect(first.runs >= 1 && first.stepsExecuted > 0)
    }

    @Test func replayingAGeneratedRunTakesTheSamePath() async throws {
        let generated = try await ExploreFixtures.generate(ExploreFixtures.cheapHardened, seed: 3, steps: 60)
        let replayed = try await ExploreFixtures.runner(ExploreFixtures.cheapHardened, invariants: [])
            .replay(generated.inputs)
        #expect(replayed == generated)
    }
}
