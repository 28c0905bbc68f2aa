import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// `--shard K/N` over the real suites in Tests/Scenarios, reached the ways CI agents reach them: shards partition
/// the cases exactly, whatever the path or checkout directory, and adding a case moves no other.
struct SuiteShardingTests {
    /// The shard (1-based) of every case under `root`, for each of `counts` shards, keyed by file (relative to
    /// `root`) and case id; selected through the same code (``ScenarioRunSelection``) `lockharness run --shard` uses.
    /// The files are read once for all the counts.
    static func assignments(root: String, counts: ClosedRange<Int>) throws -> [Int: [String: Int]] {
        let plans = try ScenarioDiscovery.files(at: root).map { file in
            try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(contentsOf: file))
        }
        var byCount: [Int: [String: Int]] = [:]
        for count in counts {
            var shards: [String: Int] = [:]
            for index in 1...count {
                let selection = try ScenarioRunSelection(
                    plans: plans, caseIDs: [], shard: try ScenarioShard(parsing: "\(index)/\(count)"))
                for number in 0..<selection.count {
                    let (plan, caseIndex) = selection[number]
                    let key = "\((plan.file as NSString).lastPathComponent) \(try plan.id(at: caseIndex))"
                    #expect(shards[key] == nil, "\(key) is in shard \(shards[key] ?? 0) and \(index) of \(count)")
                    shards[key] = index
                }
            }
            byCount[count] = shards
        }
        return byCount
    }

    /// The shards of every case under `root` for `count` shards (``assignments(root:counts:)``).
    static func assignments(root: String, count: Int) throws -> [String: Int] {
        try assignments(root: root, counts: count...count)[count] ?? [:]
    }

    /// Every case under `root`, keyed as in ``assignments(root:count:)``.
    static func allCases(root: String) throws -> Set<String> {
        var keys = Set<String>()
        for file in try ScenarioDiscovery.files(at: root) {
            let plan = try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(contentsOf: file))
            for id in plan.ids { keys.insert("\((file as NSString).lastPathComponent) \(id)") }
        }
        return keys
    }

    /// `path` relative to `base` (both absolute), with `..` where needed.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let start = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, start.count) && target[common] == start[common] { common += 1 }
        let parts = Array(repeating: "..", count: start.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A fresh copy of Tests/Scenarios at `checkout/Tests/Scenarios` inside a new temporary directory.
    static func copyOfTheSuites(checkout: String) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("shards-\(UUID().uuidString)/\(checkout)/Tests").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let copy = (root as NSString).appendingPathComponent("Scenarios")
        try FileManager.default.copyItem(atPath: ScenarioSuiteTests.directory, toPath: copy)
        return copy
    }

    @Test(arguments: 2...7)
    func shardsOfTheSuitesPartitionEveryCaseExactlyOnce(count: Int) throws {
        let all = try Self.allCases(root: ScenarioSuiteTests.directory)
        let shards = try Self.assignments(root: ScenarioSuiteTests.directory, count: count)
        #expect(all.count > 300)
        #expect(Set(shards.keys) == all, "every case runs in some shard")
    }

    @Test func relativeAbsoluteAndOtherCheckoutPathsGiveTheSameShards() throws {
        let absolute = ScenarioSuiteTests.directory
        let relative = Self.relativePath(absolute, from: FileManager.default.currentDirectoryPath)
        #expect(!relative.hasPrefix("/"))
        let firstCheckout = try Self.copyOfTheSuites(checkout: "agent-1/lockharness")
        let secondCheckout = try Self.copyOfTheSuites(checkout: "builds/x7/LockHarness-main")
        defer {
            for copy in [firstCheckout, secondCheckout] {
                let temporary = URL(fileURLWithPath: copy).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent()
                try? FileManager.default.removeItem(at: temporary)
            }
        }
        let expected = try Self.assignments(root: absolute, counts: 2...7)
        #expect(expected.count == 6)
        #expect(try Self.assignments(root: relative, counts: 2...7) == expected, "relative path")
        #expect(try Self.assignments(root: firstCheckout, counts: 2...7) == expected, "checkout 1")
        #expect(try Self.assignments(root: secondCheckout, counts: 2...7) == expected, "checkout 2")
    }

    @Test func addingACaseToADocumentMovesNoOtherCase() throws {
        func plan(_ values: [String]) throws -> ScenarioCasePlan {
            let yaml =
                "name: growing\nsteps: [launch]\nmatrix:\n  axes: {a: [\(values.joined(separator: ", "))], b: [x, y]}\n"
            return try ScenarioMatrixExpander().plan(for: try ScenarioFixtures.parse(yaml))
        }
        let before = try plan((1...20).map { "v\($0)" })
        let after = try plan((1...21).map { "v\($0)" })
        #expect(after.count == before.count + 2)
        for count in 2...7 {
            for id in before.ids {
                let old = ScenarioShard.shardNumber(caseID: id, scenario: before.scenarioName, count: count)
                let new = ScenarioShard.shardNumber(caseID: id, scenario: after.scenarioName, count: count)
                #expect(old == new, "\(id) moved from shard \(old) to \(new) of \(count)")
            }
        }
    }

    @Test(arguments: 2...4)
    func theSuitesSpreadRoughlyEvenly(count: Int) throws {
        let shards = try Self.assignments(root: ScenarioSuiteTests.directory, count: count)
        let mean = Double(shards.count) / Double(count)
        for index in 1...count {
            let size = shards.values.filter { $0 == index }.count
            #expect(Double(size) >= mean / 2, "shard \(index)/\(count) has \(size) of \(shards.count) cases")
        }
    }
}
