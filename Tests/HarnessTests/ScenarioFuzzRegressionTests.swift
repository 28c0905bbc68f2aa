import Foundation
import FuzzEntryPoints
import Harness
import Testing

/// The scenario fuzzer's entry (``ScenarioFuzzEntry``, the code `fuzz-scenario-parser` runs on every input) on the
/// shipped scenarios and on every finding committed under `Tests/Fixtures/fuzz/scenario-parser`.
struct ScenarioFuzzRegressionTests {
    /// The package directory, found from this file's location.
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Committed findings: each `NAME.yaml` input has a `NAME.expected` file holding the outcome's summary.
    static let findings: [String] = {
        let directory = packageDirectory.appendingPathComponent("Tests/Fixtures/fuzz/scenario-parser")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasSuffix(".expected") }.sorted().map { directory.appendingPathComponent($0).path }
    }()

    /// Every `*.yaml` file under Tests/Scenarios, the fuzzer's seed corpus.
    static let shippedScenarios: [String] = {
        let root = packageDirectory.appendingPathComponent("Tests/Scenarios")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".yaml") { paths.append(root.appendingPathComponent(relative).path) }
        }
        return paths.sorted()
    }()

    @Test(arguments: findings)
    func committedFindingGivesItsRecordedOutcome(path: String) throws {
        let input = try Data(contentsOf: URL(fileURLWithPath: path))
        let outcome = ScenarioFuzzEntry.check(input)
        #expect(ScenarioFuzzEntry.violation(in: outcome, input: input) == nil)
        let expectedPath = path.replacingOccurrences(of: ".yaml", with: ".expected")
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        #expect(outcome.summary == expected.trimmingCharacters(in: .newlines))
    }

    @Test func nestingBeyondLibyamlsLimitIsTooLargeNotAnAPIHint() throws {
        let yaml =
            "name: deep\nsteps:\n  - a: " + String(repeating: "[", count: 1200) + String(repeating: "]", count: 1200)
        let error = try #require(ScenarioFuzzEntry.check(Data(yaml.utf8)).error)
        #expect(error.reason == .tooLarge("values are nested more than 64 levels deep"))
        #expect(error.location == ScenarioSourceLocation(file: "fuzz.yaml", line: 3, column: 9))
        #expect(!error.description.contains("yaml_set_max_nest_level"))
    }

    /// Found by `fuzz-scenario-parser` (crash-19537f23): a bad `shift-wall-clock` duration had no file:line:col.
    @Test(arguments: ["-2x", "+2x", "2x", "MMM2h"])
    func aBadShiftWallClockDurationSaysWhere(text: String) throws {
        let yaml = "name: shift\nsteps:\n  - launch\n  - shift-wall-clock: \"\(text)\"\n"
        guard case .planned(1, let problems) = ScenarioFuzzEntry.check(Data(yaml.utf8)) else {
            Issue.record("not planned")
            return
        }
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.location == ScenarioSourceLocation(file: "fuzz.yaml", line: 4, column: 23))
        #expect(problem.path == "steps[1].shift-wall-clock")
        guard case .invalidDuration = problem.reason else {
            Issue.record("unexpected \(problem)")
            return
        }
    }

    @Test func aNaNAxisValueListedTwiceIsADuplicate() throws {
        let yaml = "name: n\nsteps: [launch]\nmatrix:\n  axes: {a: [.nan, .nan]}\n"
        let error = try #require(ScenarioFuzzEntry.check(Data(yaml.utf8)).error)
        #expect(
            error.description
                == "fuzz.yaml:4:20: error: at matrix.axes.a[1]: axis 'a' lists .nan twice (first at fuzz.yaml:4:14)")
    }

    @Test func excludingNaNRemovesItsRow() {
        let yaml = "name: n\nsteps: [launch]\nmatrix:\n  axes: {a: [.nan, 1]}\n  exclude: [{a: .nan}]\n"
        #expect(ScenarioFuzzEntry.check(Data(yaml.utf8)) == .planned(caseCount: 1, problems: []))
    }

    @Test func shippedScenariosAreSeedsThatPlan() throws {
        #expect(Self.shippedScenarios.count >= 20)
        for path in Self.shippedScenarios {
            let input = try Data(contentsOf: URL(fileURLWithPath: path))
            let outcome = ScenarioFuzzEntry.check(input)
            #expect(ScenarioFuzzEntry.violation(in: outcome, input: input) == nil, "\(path)")
            if !path.contains("/invalid/") {
                guard case .planned(let count, _) = outcome else {
                    Issue.record("\(path): \(outcome.summary)")
                    continue
                }
                #expect(count >= 1, "\(path)")
            }
        }
    }

    @Test func bytesThatAreNotTextAreRefusedByName() {
        let binary = ScenarioFuzzEntry.check(Data([0x6E, 0x61, 0x00, 0x6D]))
        #expect(
            binary.error?.reason
                == .unreadableFile(
                    "fuzz.yaml is a binary file (a NUL byte at offset 2); scenario files are YAML text"))
        let latin1 = ScenarioFuzzEntry.check(Data([0x6E, 0x61, 0xE9, 0x0A]))
        #expect(
            latin1.error?.reason
                == .unreadableFile(
                    "fuzz.yaml is not UTF-8 text; save it as UTF-8 (scenario files are YAML text)"))
    }

    @Test func aFuzzedLimitCannotPlanAMillionCases() throws {
        let yaml = """
            name: big
            steps: [launch]
            matrix:
              axes: {a: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], b: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], c: [1, 2, 3, 4, 5]}
              limit: 1000000
            """
        let outcome = ScenarioFuzzEntry.check(Data(yaml.utf8))
        let error = try #require(outcome.error)
        #expect(error.reason == .tooManyCases(count: 500, limit: ScenarioFuzzEntry.maxCases))
        #expect(error.location?.line == 4)
    }

    @Test func theReplayerReportsEachFileAndFailsOnNone() {
        #expect(FuzzTarget.scenarioParser.replay([]) == 2)
        #expect(FuzzTarget.scenarioParser.replay(["/nonexistent/fuzz-input"]) == 2)
        #expect(FuzzTarget.scenarioParser.replay(Array(Self.shippedScenarios.prefix(3))) == 0)
    }
}
