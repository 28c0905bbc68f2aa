import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The runner's hard edges found from outside (issue 27): planning that turned cubic, a size cap applied after
/// reading, report paths found bad after the run, one time with three meanings, one header problem where all were
/// promised, and the README's CI examples.
struct RunnerHardEdgesTests {
    /// A fresh directory under the temporary one, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("edges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static let passing = "name: tiny\nsteps: [launch, {expect: {locked: false}}]\nmatrix: {axes: {n: [1, 2, 3]}}\n"

    // MARK: Planning

    /// The exclude-heavy shape that took 190 s at n = 3,000 (timed by `scenario-bench`): here the rows it keeps.
    @Test func anExcludeHeavyMatrixKeepsExactlyTheRowsNoEntryNames() throws {
        let values = 400
        let axis = (1...values).map { "v\($0)" }.joined(separator: ", ")
        let excludes = stride(from: 1, through: values, by: 2).map { "{value: v\($0), side: left}" }
        let yaml = """
            name: heavy
            steps: [launch]
            matrix:
              limit: 10000
              axes: {value: [\(axis)], side: [left, right]}
              exclude: [\(excludes.joined(separator: ", "))]
            """
        let ids = try ScenarioFixtures.expand(yaml).map(\.id)
        #expect(ids.count == values * 2 - values / 2)
        #expect(ids.prefix(4) == ["v1-right", "v2-left", "v2-right", "v3-right"])
        #expect(!ids.contains("v399-left") && ids.contains("v400-left"))
    }

    @Test func anExcludeNamingAValueEarlierEntriesRemovedEverywhereIsStillReported() throws {
        let yaml = """
            name: gone
            steps: [launch]
            matrix:
              axes: {a: [x, y, z], b: [1, 2]}
              exclude: [{a: x, b: 1}, {a: x, b: 2}, {a: [y, x]}]
            """
        let error = try #require(ScenarioFixtures.expandError(yaml))
        #expect(error.path == "matrix.exclude[2].a", "\(error)")
        guard case .invalidChoice(let word, let allowed, _) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(word == "x" && allowed == ["y", "z"])
    }

    @Test func aDuplicateInALongAxisIsFoundWithBothPlaces() throws {
        var values = (1...20_000).map { "v\($0)" }
        values.append("v17")
        let error = try #require(
            ScenarioFixtures.parseError(
                "name: long\nsteps: [launch]\nmatrix:\n  axes:\n    n: [\(values.joined(separator: ", "))]\n"))
        #expect(error.description.contains("axis 'n' lists v17 twice"), "\(error)")
    }

    // MARK: The size cap

    @Test func aFileJustOverTheSizeCapIsRefusedFromItsSizeNamingFileAndCap() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("huge.yaml")
        let head = Data("name: huge\nsteps: [launch]\n# ".utf8)
        try (head + Data(repeating: UInt8(ascii: "x"), count: ScenarioParser.maxFileBytes + 1 - head.count)).write(
            to: file)
        #expect {
            _ = try ScenarioParser.readText(atPath: file.path)
        } throws: { error in
            "\(error)".contains("huge.yaml is \(ScenarioParser.maxFileBytes + 1) bytes, over the 4194304-byte")
        }
        let result = try CommandLineConventionsTests.lockharness(["run", file.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(file.path) && result.stderr.contains("4194304-byte (4 MiB) cap"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        // At the cap the file is read.
        let atCap = directory.appendingPathComponent("at-cap.yaml")
        try (head + Data(repeating: UInt8(ascii: "x"), count: ScenarioParser.maxFileBytes - head.count)).write(
            to: atCap)
        #expect(try ScenarioParser.readText(atPath: atCap.path).utf8.count == ScenarioParser.maxFileBytes)
    }

    @Test func textOverTheSizeCapIsRefusedBeforeYAMLParsesIt() throws {
        let yaml = "name: big\nsteps: [launch]\n# " + String(repeating: "x", count: ScenarioParser.maxFileBytes)
        let error = try #require(ScenarioFixtures.parseError(yaml, file: "big.yaml"))
        #expect(error.description.contains("big.yaml is \(yaml.utf8.count) bytes"), "\(error)")
    }

    // MARK: Report paths

    @Test func badReportPathsAreReportedBeforeAnyCaseRunsNamingEachPath() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = ScenarioRunOptions(paths: [])
        let missing = directory.appendingPathComponent("no-such-dir/junit.xml").path
        options.junitPath = missing
        options.jsonPath = directory.path
        let errors = CollectedText()
        let output = CollectedText()
        let code = await ScenarioRunCommand.run(
            [ScenarioRunCommand.Source(file: "tiny.yaml", yaml: Self.passing)], options: options,
            errorOutput: { errors.append($0) }, output: { output.append($0) })
        #expect(code == ScenarioExitCode.badInput.rawValue)
        #expect(
            errors.text.contains(
                "\(missing): error: cannot write the --junit report here: the directory "
                    + "\(directory.path)/no-such-dir does not exist"), "\(errors.text)")
        #expect(
            errors.text.contains("\(directory.path): error: cannot write the --json report here: it is a directory"),
            "\(errors.text)")
        #expect(output.text.isEmpty, "no case ran, no summary: \(output.text)")
        // Nothing was left behind in the directory (the probe is removed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func theCLIRefusesAnUnwritableJUnitPathWithExitTwoBeforeRunning() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("tiny.yaml")
        try Self.passing.write(to: scenario, atomically: true, encoding: .utf8)
        let result = try CommandLineConventionsTests.lockharness([
            "run", scenario.path, "--junit", directory.appendingPathComponent("missing/out.xml").path,
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("missing/out.xml: error: cannot write the --junit report here"), "\(result.stderr)")
        #expect(!result.stdout.contains("passed"), "the run did not happen: \(result.stdout)")
        let asDirectory = try CommandLineConventionsTests.lockharness(["run", scenario.path, "--junit", directory.path])
        #expect(asDirectory.status == 2)
        #expect(
            asDirectory.stderr.contains(
                "\(directory.path): error: cannot write the --junit report here: it is a directory"),
            "\(asDirectory.stderr)")
    }

    // MARK: One run time

    @Test func theSummaryJUnitAndJSONAllGiveTheWholeRunsWallTime() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = ScenarioRunOptions(paths: [])
        options.junitPath = directory.appendingPathComponent("junit.xml").path
        options.jsonPath = directory.appendingPathComponent("report.json").path
        let output = CollectedText()
        // A run that started (reading its files, say) 5 s before the cases ran.
        let code = await ScenarioRunCommand.run(
            [ScenarioRunCommand.Source(file: "tiny.yaml", yaml: Self.passing)], options: options,
            started: .now - .seconds(5), output: { output.append($0) })
        #expect(code == 0, "\(output.text)")
        let json = try JSONDecoder().decode(
            ScenarioJSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: try #require(options.jsonPath))))
        let wall = json.totals.durationSeconds
        #expect(wall >= 5, "the 5 s before the cases count: \(wall)")
        #expect(json.results.allSatisfy { $0.durationSeconds < 5 }, "each case keeps its own time")
        let junit = try String(contentsOfFile: try #require(options.junitPath), encoding: .utf8)
        #expect(
            junit.contains(
                "<testsuites name=\"lockharness\" tests=\"3\" failures=\"0\" errors=\"0\" time=\""
                    + String(format: "%.3f", wall)), "\(junit.prefix(300))")
        #expect(
            output.text.contains(String(format: "3 cases: 3 passed, 0 failed, 0 errored (%.3fs)", wall)),
            "\(output.text)")
    }

    // MARK: Header problems

    @Test func everyProblemOfAHeaderIsReportedInOneRun() async throws {
        let yaml = """
            name: header
            device: iphone-16
            policy: hardend
            overrides: {timout: 5s, lockOnColdLaunch: maybe, attemptLimit: ten}
            initial: {passcode: "12", enabled: perhaps, biometricEnabld: true}
            steps: [launch, lanch]
            """
        let errors = CollectedText()
        let code = await ScenarioRunCommand.run(
            [ScenarioRunCommand.Source(file: "header.yaml", yaml: yaml)], options: ScenarioRunOptions(paths: []),
            errorOutput: { errors.append($0) }, output: { _ in })
        #expect(code == ScenarioExitCode.badInput.rawValue)
        let lines = errors.text.split(separator: "\n").filter { $0.hasPrefix("header.yaml:") }
        let places = lines.map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
        #expect(
            places == [
                "header.yaml:2:9", "header.yaml:3:9", "header.yaml:4:13", "header.yaml:4:43", "header.yaml:4:64",
                "header.yaml:5:21", "header.yaml:5:36", "header.yaml:5:45", "header.yaml:6:17",
            ], "\(errors.text)")
        #expect(errors.text.contains("did you mean 'timeout'"), "\(errors.text)")
        #expect(errors.text.contains("did you mean 'biometricEnabled'"), "\(errors.text)")
    }

    // MARK: README

    /// The README's CI examples are YAML a CI system can read, and each installs Swift before running.
    @Test func theReadmesCIExamplesParseAndInstallSwift() throws {
        let readme = try ScenarioReferenceVocabularyTests.readme()
        let blocks = readme.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        let github = try #require(blocks.first { $0.hasPrefix("# GitHub Actions") })
        let gitlab = try #require(blocks.first { $0.hasPrefix("# GitLab CI") })
        let githubWorkflow = try ScenarioValue.parse(yaml: github, file: "github.yml")
        // A workflow without `on:` never runs.
        #expect(githubWorkflow.field("on") != nil, "the GitHub Actions example has no `on:`")
        let githubJob = try #require(githubWorkflow.field("jobs")?.field("scenarios"))
        let steps = try #require(githubJob.field("steps")).listOrSingle()
        let uses = steps.compactMap { $0.field("uses")?.scalarText }
        #expect(uses.contains { $0.hasPrefix("swift-actions/setup-swift@") }, "\(uses)")
        let upload = try #require(
            steps.first { $0.field("uses")?.scalarText?.hasPrefix("actions/upload-artifact") == true })
        #expect(upload.field("with")?.field("name")?.scalarText == "junit-${{ matrix.shard }}")
        let runs = steps.compactMap { $0.field("run")?.scalarText }
        #expect(runs.contains { $0.contains("--shard ${{ matrix.shard }}/4") }, "\(runs)")
        let gitlabJob = try #require(try ScenarioValue.parse(yaml: gitlab, file: "gitlab.yml").field("scenarios"))
        #expect(gitlabJob.field("image")?.scalarText?.hasPrefix("swift:") == true)
        #expect(
            gitlabJob.field("artifacts")?.field("reports")?.field("junit")?.scalarText == "junit-$CI_NODE_INDEX.xml")
    }
}
