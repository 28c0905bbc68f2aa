import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct MatrixShardingTests {
    private func cases() throws -> [ScenarioCase] {
        let values = "[" + (1...12).map { "v\($0)" }.joined(separator: ", ") + "]"
        return try ScenarioFixtures.expand("steps: [launch]\nmatrix:\n  axes: {a: \(values), b: [x, y, z]}\n")
    }

    @Test(arguments: [1, 2, 3, 5, 8])
    func shardsCoverEveryCaseExactlyOnce(count: Int) throws {
        let all = try cases()
        var seen: [String: Int] = [:]
        for index in 1...count {
            for scenarioCase in try ScenarioShard(index: index, count: count).filter(all) {
                seen[scenarioCase.id, default: 0] += 1
            }
        }
        #expect(seen.count == all.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test func aCaseStaysInItsShardWhenOtherCasesAreAddedOrReordered() throws {
        let all = try cases()
        let shard = try ScenarioShard(parsing: "2/4")
        let before = Set(shard.filter(all).map(\.id))
        let reordered = Array(all.reversed().dropFirst(5))
        let after = Set(shard.filter(reordered).map(\.id))
        #expect(after == before.intersection(reordered.map(\.id)))
    }

    @Test func stableHashIsFNV1aThenSplitMix64() {
        // FNV-1a("") = 0xcbf29ce484222325, FNV-1a("a") = 0xaf63dc4c8601ec8c, each through the SplitMix64 finalizer.
        #expect(ScenarioShard.stableHash("") == 0xc381_7c01_6ba4_ff30)
        #expect(ScenarioShard.stableHash("a") == 0x5f29_c2aa_dd9b_8527)
    }

    @Test func theShardKeyIsTheScenarioNameAndCaseIdNotTheFile() throws {
        let here = try ScenarioFixtures.expand("name: n\nsteps: [launch]\n")
        var elsewhere = here
        elsewhere[0].file = "/builds/agent-7/checkout/Tests/Scenarios/t.yaml"
        for count in 2...7 {
            let shard = ScenarioShard.shardNumber(caseID: "n", scenario: "n", count: count)
            #expect(try ScenarioShard(index: shard, count: count).filter(here).count == 1)
            #expect(try ScenarioShard(index: shard, count: count).filter(elsewhere).count == 1)
        }
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", ""])
    func invalidShardsAreErrors(text: String) {
        #expect(throws: ScenarioError.self) { try ScenarioShard(parsing: text) }
    }

    @Test func selectionByIdIsExactAndSuggestsOnTypos() throws {
        let all = try cases()
        #expect(try ScenarioCaseSelection.select(all, ids: ["v3-y", "v1-x"]).map(\.id) == ["v1-x", "v3-y"])
        #expect(try ScenarioCaseSelection.select(all, ids: []).count == all.count)
        let error = try #require(throws: ScenarioError.self) { try ScenarioCaseSelection.select(all, ids: ["v3-yy"]) }
        #expect(error.suggestion == "v3-y")
        #expect(error.description.contains("--list"))
    }

    @Test func listingShowsIdsFilesAndParameters() throws {
        let listing = ScenarioCaseListing.render(Array(try cases().prefix(2)))
        #expect(listing == "v1-x  t.yaml  a=v1 b=x\nv1-y  t.yaml  a=v1 b=y\n")
    }
}
