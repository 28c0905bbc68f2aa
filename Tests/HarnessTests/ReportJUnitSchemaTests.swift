import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The JUnit report against the structure of Jenkins' `junit-10.xsd` (Tests/Fixtures/junit-10.xsd, which
/// `.ci/run` also validates the suites' reports against with xmlschema), wall time and re-run commands.
struct ReportJUnitSchemaTests {
    private func results() throws -> [CaseResult] {
        let cases = try ScenarioFixtures.expand(
            "name: m\nsteps: [launch, background]\nmatrix:\n  axes: {s: [a, b, c]}\n")
        var passed = CaseResult.passed(cases[0])
        passed.durationSeconds = 0.5
        var failed = CaseResult.failed(cases[1], CaseFailure(at: cases[1].steps[1], message: "no lock"))
        failed.durationSeconds = 0.75
        let errored = CaseResult.errored(cases[2], CaseFailure(ScenarioError(.other("boom"))))
        return [passed, failed, errored]
    }

    #if canImport(FoundationXML) || os(macOS)
        /// Allowed attributes and children per element, as in junit-10.xsd.
        private static let schema: [String: (attributes: Set<String>, children: [String])] = [
            "testsuites": (["name", "time", "tests", "failures", "disabled", "errors"], ["testsuite"]),
            "testsuite": (
                [
                    "name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id",
                    "package",
                ],
                ["properties", "testcase", "system-out", "system-err"]
            ),
            "properties": ([], ["property"]),
            "property": (["name", "value"], []),
            "testcase": (
                ["name", "assertions", "time", "classname", "status"],
                ["skipped", "error", "failure", "system-out", "system-err"]
            ),
            "skipped": (["type", "message"], []), "error": (["type", "message"], []),
            "failure": (["type", "message"], []),
            "system-out": ([], []), "system-err": ([], []),
        ]

        /// Problems of `element` against ``schema``: unknown attributes, unknown children, children out of order.
        private func problems(_ element: XMLElement) -> [String] {
            let name = element.name ?? "?"
            guard let rule = Self.schema[name] else { return ["unknown element <\(name)>"] }
            var found: [String] = []
            for attribute in element.attributes ?? [] where !rule.attributes.contains(attribute.name ?? "") {
                found.append("<\(name)> has attribute \(attribute.name ?? "?")")
            }
            var position = 0
            for child in (element.children ?? []).compactMap({ $0 as? XMLElement }) {
                let childName = child.name ?? "?"
                guard let index = rule.children.firstIndex(of: childName), index >= position else {
                    found.append("<\(childName)> not allowed here inside <\(name)>")
                    continue
                }
                position = index
                found += problems(child)
            }
            return found
        }

        @Test func strictReportWithPassesFailuresAndErrorsHasTheSchemasStructure() throws {
            let xml = ScenarioJUnitReport(timestamp: "2026-01-01T00:00:00Z", wallSeconds: 2).render(try results())
            let root = try #require(try XMLDocument(data: Data(xml.utf8)).rootElement())
            #expect(problems(root) == [])
            let suite = try #require(root.elements(forName: "testsuite").first)
            #expect(suite.attribute(forName: "name")?.stringValue == "t.yaml")
            #expect(suite.attribute(forName: "tests")?.stringValue == "3")
            let cases = suite.elements(forName: "testcase")
            #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 0])
            #expect(cases.map { $0.elements(forName: "error").count } == [0, 0, 1])
            #expect(
                cases.map { $0.elements(forName: "system-out").first?.stringValue } == [
                    "parameters: s=a\n", "parameters: s=b\n", "parameters: s=c\n",
                ])
        }

        @Test func skippedCasesCarryTheirReasonInJUnitJSONAndTheSummaryAndFailNothing() throws {
            let cases = try ScenarioFixtures.expand("name: m\nsteps: [launch]\nmatrix:\n  axes: {s: [a, b, c]}\n")
            let results = [
                CaseResult.passed(cases[0]),
                CaseResult.skipped(cases[1], reason: "needs capability `settings`"),
                CaseResult.skipped(cases[2], reason: "needs capability `settings`"),
            ]
            let xml = ScenarioJUnitReport().render(results)
            let root = try #require(try XMLDocument(data: Data(xml.utf8)).rootElement())
            #expect(problems(root) == [])
            let suite = try #require(root.elements(forName: "testsuite").first)
            #expect(suite.attribute(forName: "skipped")?.stringValue == "2")
            let skipped = suite.elements(forName: "testcase").map { $0.elements(forName: "skipped").first }
            #expect(
                skipped.map { $0?.attribute(forName: "message")?.stringValue } == [
                    nil, "needs capability `settings`", "needs capability `settings`",
                ])
            let totals = ScenarioReportTotals(results)
            #expect(totals.exitCode == .passed)
            #expect(totals.skippedByReason == ["needs capability `settings`": 2])
            let summary = ScenarioSummaryReport(wallSeconds: 1).render(results)
            #expect(
                summary == "3 cases: 1 passed, 0 failed, 0 errored, 2 skipped (1.000s)\n"
                    + "  skipped 2: needs capability `settings`\n")
            let json = try ScenarioJSONReport(results).render()
            #expect(json.contains("\"skipReason\" : \"needs capability `settings`\""))
            #expect(json.contains("\"skipped\" : 2"))
        }

        @Test func propertiesFlavorKeepsPerCasePropertiesOutsideTheSchema() throws {
            let xml = ScenarioJUnitReport(flavor: .properties).render(try results())
            let root = try #require(try XMLDocument(data: Data(xml.utf8)).rootElement())
            let first = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
            let property = first.elements(forName: "properties").first?.elements(forName: "property").first
            #expect(property?.attribute(forName: "name")?.stringValue == "s")
            #expect(property?.attribute(forName: "value")?.stringValue == "a")
            #expect(problems(root).contains("<properties> not allowed here inside <testcase>"))
        }
    #endif

    @Test func suiteAndSummaryTimesAreTheRunsWallTimeAndCaseTimesStayPerCase() throws {
        let results = try results()
        let xml = ScenarioJUnitReport(wallSeconds: 0.25).render(results)
        #expect(
            xml.contains("<testsuites name=\"lockharness\" tests=\"3\" failures=\"1\" errors=\"1\" time=\"0.250\">"))
        #expect(
            xml.contains(
                "<testsuite name=\"t.yaml\" tests=\"3\" failures=\"1\" errors=\"1\" skipped=\"0\" time=\"0.250\""))
        #expect(xml.contains("name=\"b\" time=\"0.750\""))
        #expect(ScenarioSummaryReport(wallSeconds: 0.25).render(results).contains("1 errored (0.250s)"))
    }

    @Test func rerunCommandUsesAnAbsoluteScenarioPath() throws {
        let rerun = ScenarioRerunCommand(
            prefix: "swift run --package-path /src/app lockharness run", workingDirectory: "/src/app")
        #expect(
            rerun.command(file: "Tests/Scenarios/../Scenarios/a b.yaml", caseID: "x")
                == "swift run --package-path /src/app lockharness run '/src/app/Tests/Scenarios/a b.yaml' --case x")
        #expect(rerun.command(file: "/elsewhere/a.yaml", caseID: "x").contains(" /elsewhere/a.yaml --case x"))
        let xml = ScenarioJUnitReport(rerun: rerun).render(try results())
        #expect(xml.contains("re-run: swift run --package-path /src/app lockharness run /src/app/t.yaml --case b"))
    }

    @Test func rerunPrefixNamesThePackageAndCarriesTheOptionsThatMatter() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("rerun-\(UUID().uuidString)")
        let binary = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: binary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        let executable = binary.appendingPathComponent("lockharness").path
        #expect(ScenarioRerunCommand.packageDirectory(containing: executable) == package.path)
        let prefix = ScenarioRerunCommand.prefix(
            executablePath: executable, swiftRunOptions: ["--traits", "LinuxFingerprint"],
            runOptions: ["--backend", "server", "--real-reader", "fprintd"])
        #expect(
            prefix == "swift run --package-path \(package.path) --traits LinuxFingerprint lockharness run "
                + "--backend server --real-reader fprintd")
        #expect(
            ScenarioRerunCommand.prefix(executablePath: "/usr/local/bin/lockharness")
                == "/usr/local/bin/lockharness run")
    }

    @Test func aDemoCaseIsReRunWithDemoAndItsIDNotAFilePath() async throws {
        // The demo's scenario is built in: its re-run command is `lockharness demo --case ID`, from any directory.
        var options = ScenarioRunOptions(paths: [])
        options.commandPrefix = ScenarioRerunCommand.prefix(executablePath: "/opt/bin/lockharness", subcommand: "demo")
        options.rerunNamesFile = false
        var failing = EmbeddedScenarios.demoMatrix
        failing.yaml += "\n  - expect: {locked: true}\n"  // cases that end unlocked now fail
        let output = RunCommandTests.Output()
        _ = await ScenarioRunCommand.run([failing], options: options) { output.append($0) }
        let rerun = try #require(output.text.split(separator: "\n").first { $0.contains("re-run:") })
        #expect(rerun.contains("re-run: /opt/bin/lockharness demo --case "), "\(rerun)")
        #expect(!rerun.contains("demo-matrix.yaml"))
    }

    @Test func reportsAreWrittenAtomicallyWithNoTemporaryFileLeft() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("junit.xml").path
        try ScenarioReportFile.write("old", to: path)
        try ScenarioReportFile.write("new", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["junit.xml"])
        #expect(throws: (any Error).self) {
            try ScenarioReportFile.write("x", to: directory.path + "/missing/junit.xml")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["junit.xml"])
    }

    #if canImport(FoundationXML) || os(macOS)
        /// Issue 38: one file that did not parse stopped `lockharness run` before any case, and no JUnit or JSON was
        /// written, so the CI step publishing the report found nothing. Now each bad file is an errored case named by the
        /// file, every other file runs, the reports are written, and the exit code is still 2. Through the real command.
        @Test func aBadFileIsAnErroredCaseOfTheRunInTheSummaryJUnitAndJSONWhileTheOtherFilesRun() throws {
            let directory = try RunnerHardEdgesTests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let good = directory.appendingPathComponent("a-good.yaml")
            let broken = directory.appendingPathComponent("b-broken.yaml")
            let typo = directory.appendingPathComponent("c-typo.yaml")
            try RunnerHardEdgesTests.passing.write(to: good, atomically: true, encoding: .utf8)
            try "name: broken\nsteps: [launch\n".write(to: broken, atomically: true, encoding: .utf8)
            try "name: typo\nsteps:\n  - launch\n  - lanch\n".write(to: typo, atomically: true, encoding: .utf8)
            let junitPath = directory.appendingPathComponent("junit.xml").path
            let jsonPath = directory.appendingPathComponent("report.json").path
            let result = try CommandLineConventionsTests.lockharness([
                "run", directory.path, "--junit", junitPath, "--json", jsonPath,
            ])
            #expect(result.status == 2, "\(result.stdout)\n\(result.stderr)")
            // The errors on standard error, with file:line:col, as before.
            #expect(result.stderr.contains("\(typo.path):4:5: error:"), "\(result.stderr)")
            #expect(result.stderr.contains("\(broken.path):"), "\(result.stderr)")
            // The good file's three cases ran; the two bad files are errored cases of the summary.
            #expect(result.stdout.contains("5 cases: 3 passed, 0 failed, 2 errored"), "\(result.stdout)")
            #expect(result.stdout.contains("re-run: "), "\(result.stdout)")
            #expect(
                result.stdout.contains("lockharness run \(typo.path)\n"), "re-run as a whole file: \(result.stdout)")

            let json = try JSONDecoder().decode(
                ScenarioJSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: jsonPath)))
            #expect(json.exitCode == .badInput)
            #expect(json.totals.passed == 3 && json.totals.errored == 2)
            let errored = json.results.filter { $0.outcome == .errored }
            #expect(errored.map(\.caseID) == [broken.path, typo.path])
            #expect(errored.map(\.file) == [broken.path, typo.path])
            let typoFailure = try #require(errored.last?.failure)
            #expect(typoFailure.message.contains("\(typo.path):4:5: error:"), "\(typoFailure.message)")
            #expect(typoFailure.message.contains("did you mean 'launch'"), "\(typoFailure.message)")
            #expect(typoFailure.location?.line == 4 && typoFailure.location?.column == 5)
            let brokenFailure = try #require(errored.first?.failure)
            #expect(brokenFailure.message.hasPrefix("\(broken.path):"), "\(brokenFailure.message)")
            #expect(brokenFailure.location?.line != nil, "the YAML error has a line: \(brokenFailure.message)")

            let junit = try String(contentsOfFile: junitPath, encoding: .utf8)
            let root = try #require(try XMLDocument(data: Data(junit.utf8)).rootElement())
            #expect(problems(root) == [])
            #expect(root.attribute(forName: "tests")?.stringValue == "5")
            #expect(root.attribute(forName: "errors")?.stringValue == "2")
            let testcases = try root.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
            let typoCase = try #require(testcases.first { $0.attribute(forName: "name")?.stringValue == typo.path })
            let error = try #require(typoCase.elements(forName: "error").first)
            #expect(error.attribute(forName: "message")?.stringValue?.contains("\(typo.path):4:5") == true, "\(junit)")
        }
    #endif
}
