import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Which files `lockharness run` reads: directories recursively, broken fixtures and hidden folders left out, a
/// named file always read, nothing found an error.
struct ScenarioDiscoveryTests {
    /// A temporary tree holding `files` (relative paths) with `contents`; removed by the caller.
    static func tree(_ files: [String], contents: String = "steps: [launch]\n") throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path
        for file in files {
            let path = (root as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static let layout = [
        "a.yaml", "notes.txt", "z.yml", ".hidden.yaml", "sub/b.yml", "sub/deeper/c.yaml", "sub/app.plist",
        "invalid/broken.yaml", "sub/invalid/broken.yaml", ".git/d.yaml", ".cache/nested/e.yaml",
    ]

    @Test func directoriesAreSearchedRecursivelyInSortedOrderSkippingInvalidAndHiddenOnes() throws {
        let root = try Self.tree(Self.layout)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try ScenarioDiscovery.files(at: root).map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["a.yaml", "sub/b.yml", "sub/deeper/c.yaml", "z.yml"])
    }

    @Test func aFileOrDirectoryNamedOnTheCommandLineIsAlwaysRead() throws {
        let root = try Self.tree(Self.layout)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let broken = "\(root)/invalid/broken.yaml"
        #expect(try ScenarioDiscovery.files(at: broken) == [broken])
        #expect(try ScenarioDiscovery.files(at: "\(root)/notes.txt") == ["\(root)/notes.txt"])
        #expect(try ScenarioDiscovery.files(at: "\(root)/invalid") == [broken])
    }

    @Test func theShippedSuitesAreFoundButNotTheInvalidFixturesOrTheAppPlists() throws {
        let found = try ScenarioDiscovery.files(at: ScenarioSuiteTests.directory)
            .map { String($0.dropFirst(ScenarioSuiteTests.directory.count + 1)) }
        #expect(found == ScenarioSuiteTests.expectedFiles.sorted())
    }

    @Test func aDirectoryWithoutScenariosExitsTwoNamingThePathsSearched() async throws {
        let root = try Self.tree(["notes.txt", "invalid/broken.yaml", ".hidden/d.yaml"])
        let empty = try Self.tree([])
        defer { for path in [root, empty] { try? FileManager.default.removeItem(atPath: path) } }
        let output = RunCommandTests.Output()
        let errors = RunCommandTests.Output()
        let code = await ScenarioRunCommand.run(
            ScenarioRunOptions(paths: [root, empty]), errorOutput: { errors.append($0) }, output: { output.append($0) })
        #expect(code == 2)
        #expect(output.text.isEmpty)
        #expect(errors.text.contains("no scenario files (*.yaml, *.yml) under \(root), \(empty)"))
        #expect(errors.text.contains("invalid"))
    }

    @Test func aMissingPathExitsTwoOnTheErrorOutput() async throws {
        let errors = RunCommandTests.Output()
        let code = await ScenarioRunCommand.run(
            ScenarioRunOptions(paths: ["/nonexistent/scenarios"]), errorOutput: { errors.append($0) }, output: { _ in })
        #expect(code == 2)
        #expect(errors.text.contains("/nonexistent/scenarios"))
    }

    @Test func nestedScenariosRunAndBrokenFixturesStayOut() async throws {
        let root = try Self.tree(["nested/deeper/passing.yaml"], contents: RunCommandTests.passing)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: "\(root)/nested/invalid", withIntermediateDirectories: true)
        try "steps: [lanch]\n".write(toFile: "\(root)/nested/invalid/broken.yaml", atomically: true, encoding: .utf8)
        let output = RunCommandTests.Output()
        let code = await ScenarioRunCommand.run(ScenarioRunOptions(paths: [root])) { output.append($0) }
        #expect(code == 0, "\(output.text)")
        #expect(output.text.contains("1 passed"))
    }
}
