import Foundation
import Harness
import Synchronization
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// `lockharness run` as a library call: exit codes, error locations, selection and reports.
struct RunCommandTests {
    final class Output: Sendable {
        let lines = Mutex<[String]>([])
        var text: String { lines.withLock { $0.joined(separator: "\n") } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    static func run(_ yaml: String, _ configure: (inout ScenarioRunOptions) -> Void = { _ in }) async -> (Int32, String)
    {
        let output = Output()
        var options = ScenarioRunOptions(paths: [])
        configure(&options)
        let code = await ScenarioRunCommand.run(
            [ScenarioRunCommand.Source(file: "case.yaml", yaml: yaml)], options: options
        ) { output.append($0) }
        return (code, output.text)
    }

    static let passing = """
        name: passing
        initial: {passcode: "482916", timeout: 1}
        steps:
          - launch
          - background
          - advance: 61s
          - foreground
          - expect: {locked: true, title: Enter Passcode}
        """

    /// Each policy switch is an override of its own: here the seed policy with the hardened layering.
    @Test func aPolicySwitchIsOverriddenByItsFieldName() async {
        let yaml = """
            name: seed-with-hardened-layering
            policy: seed
            overrides: {lockCoversSheets: true}
            initial: {passcode: "482916", timeout: 1}
            steps:
              - launch
              - open-settings
              - change-passcode
              - background
              - advance: 61s
              - foreground
              - expect: {locked: true, screen: lock}
              - enter-pin: "482916"
              - expect: {locked: false, screen: change-passcode, title: Enter current passcode}
            """
        let (code, text) = await Self.run(yaml)
        #expect(code == 0, "\(text)")
        let (seedCode, seedText) = await Self.run(
            yaml.replacingOccurrences(of: "lockCoversSheets: true", with: "lockCoversSheets: false"))
        #expect(
            seedCode == 1 && seedText.contains("expected screen to be \"lock\", it was \"change-passcode\""),
            "\(seedText)")
        let (badCode, badText) = await Self.run(
            yaml.replacingOccurrences(of: "lockCoversSheets: true", with: "lockCoversSheet: true"))
        #expect(badCode == 2 && badText.contains("did you mean 'lockCoversSheets'"), "\(badText)")
    }

    @Test func passingScenarioExitsZero() async {
        let (code, text) = await Self.run(Self.passing)
        #expect(code == 0)
        #expect(text.contains("1 passed"))
    }

    @Test func failingExpectationExitsOneWithTheStepAndTheRerunCommand() async {
        let (code, text) = await Self.run(Self.passing.replacingOccurrences(of: "locked: true", with: "locked: false"))
        #expect(code == 1)
        #expect(text.contains("case.yaml:8"))
        #expect(text.contains("expected locked to be false, it was true"))
        #expect(text.contains("swift run lockharness run case.yaml --case passing"))
    }

    @Test(arguments: [
        ("steps:\n  - lanch\n", "case.yaml:2:5", "did you mean 'launch'"),
        ("steps:\n  - advance: soon\n", "case.yaml:2:14", "duration"),
        ("device: iphone-15-pr\nsteps: [launch]\n", "case.yaml:1:9", "did you mean 'iphone-15-pro'"),
        ("steps:\n  - expect: {lockd: true}\n", "case.yaml:2:14", "did you mean 'locked'"),
        ("steps:\n  - sensor: {queue: [nomatch]}\n", "case.yaml:2:22", "did you mean 'noMatch'"),
        ("steps: [launch\n", "case.yaml:", "invalid YAML"),
        ("policy: hardend\nsteps: [launch]\n", "case.yaml:1:9", "did you mean 'hardened'"),
        ("initial: {passcode: \"12345\"}\nsteps: [launch]\n", "case.yaml:1:21", "six ASCII digits"),
    ])
    func badInputExitsTwoWithFileLineColumn(yaml: String, location: String, hint: String) async {
        let (code, text) = await Self.run(yaml)
        #expect(code == 2, "\(text)")
        #expect(text.contains(location), "\(text)")
        #expect(text.contains(hint), "\(text)")
    }

    @Test func unconsumedSensorScriptFailsTheCase() async {
        let (code, text) = await Self.run("steps:\n  - launch\n  - sensor: {queue: [userCancel]}\n")
        #expect(code == 1)
        #expect(text.contains("never consumed: userCancel"))
    }

    @Test func stepThatDoesNotApplyInTheCurrentStateFailsTheCase() async {
        let (code, text) = await Self.run("steps:\n  - launch\n  - tap-biometric\n")
        #expect(code == 1)
        #expect(text.contains("the lock screen is not showing"))
    }

    @Test func listPrintsCaseIDsAndCaseSelectsOne() async {
        let matrix = """
            name: m
            initial: {timeout: "${t}"}
            matrix: {axes: {t: [1, 2, 3]}, id: "t{t}"}
            steps: [launch]
            """
        let (listCode, listing) = await Self.run(matrix) { $0.list = true }
        #expect(listCode == 0)
        #expect(listing.contains("t1") && listing.contains("t2") && listing.contains("t3"))
        let (code, text) = await Self.run(matrix) { $0.caseIDs = ["t2"] }
        #expect(code == 0 && text.contains("1 case"))
        let (unknown, message) = await Self.run(matrix) { $0.caseIDs = ["t4"] }
        #expect(unknown == 2 && message.contains("t4"))
    }

    @Test func shardsPartitionTheCases() async {
        let matrix = """
            name: m
            initial: {timeout: "${t}"}
            matrix: {axes: {t: [1, 2, 3, 4, 5, 6, 7, 8]}, id: "t{t}"}
            steps: [launch]
            """
        var total = 0
        for shard in 1...3 {
            let (code, text) = await Self.run(matrix) { $0.shard = "\(shard)/3" }
            #expect(code == 0)
            if let count = text.split(separator: " ").first.flatMap({ Int($0) }) { total += count }
        }
        #expect(total == 8)
    }

    @Test func junitAndJSONReportsAreWritten() async throws {
        let directory = NSTemporaryDirectory() + "lockharness-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let (code, _) = await Self.run(Self.passing) {
            $0.junitPath = directory + "/junit.xml"
            $0.jsonPath = directory + "/report.json"
        }
        #expect(code == 0)
        let junit = try String(contentsOfFile: directory + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"passing\" name=\"passing\""))
        let json = try String(contentsOfFile: directory + "/report.json", encoding: .utf8)
        #expect(json.contains("\"passed\""))
    }
}

/// The README's scenario example is a real, passing scenario.
struct ReadmeExampleTests {
    @Test func readmeScenarioExamplePasses() async throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\nname: lock-after-timeout"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let yaml = String(text[text.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let (code, output) = await RunCommandTests.run(yaml)
        #expect(code == 0, "\(output)")
    }
}

/// The deliberately broken files under Tests/Scenarios/invalid exit 2 with a location.
struct InvalidScenarioFileTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/invalid").path

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".yaml") }
            .sorted()
    }

    @Test(arguments: files)
    func brokenFileExitsTwoWithItsLocation(file: String) async {
        let output = RunCommandTests.Output()
        let path = "\(Self.directory)/\(file)"
        let code = await ScenarioRunCommand.run(ScenarioRunOptions(paths: [path])) { output.append($0) }
        #expect(code == 2, "\(output.text)")
        #expect(output.text.contains("\(path):"), "\(output.text)")
    }

    @Test func thereAreBrokenFilesToCheck() { #expect(Self.files.count >= 4) }
}
