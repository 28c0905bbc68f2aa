import Testing
@testable import Harness

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

    @Test func stableHashIsFNV1a() {
        #expect(ScenarioShard.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(ScenarioShard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
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
