import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JSON decoding helper for report tests.
enum ScenarioJSONDecoding {
    static func decode(_ json: String) throws -> ScenarioJSONReport {
        try JSONDecoder().decode(ScenarioJSONReport.self, from: Data(json.utf8))
    }
}

struct ReportJUnitTests {
    private func sampleResults() throws -> [CaseResult] {
        let nasty = "<&>\"' \u{1} \t\nend ]]>"
        let first = try ScenarioFixtures.expand(
            "name: \"a<b\"\nsteps: [launch, background]\nmatrix:\n  axes: {s: [\"x&y\", z]}\n")
        var second = try ScenarioFixtures.expand("name: other\nsteps: [launch]\n")
        second[0].file = "other.yaml"
        let failure = CaseFailure(
            at: first[0].steps[1], message: "message \(nasty)", expected: "locked=true",
            actual: nasty)
        return [
            .failed(first[0], failure, trace: first[0].steps.map { CaseTraceEntry($0, state: nasty) }),
            .passed(first[1]),
            .errored(second[0], CaseFailure(ScenarioError(.other("boom \(nasty)")))),
        ]
    }

    @Test func junitHasOneSuitePerFileAndOneCasePerCaseWithCounts() throws {
        let xml = ScenarioJUnitReport().render(try sampleResults())
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 2)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(xml.contains("<testsuites name=\"lockharness\" tests=\"3\" failures=\"1\" errors=\"1\" time="))
        #expect(xml.contains("<testcase classname=\"a&lt;b\" name=\"x_y\" time=\"0.000\">"))
        #expect(xml.contains("<system-out>parameters: s=x&amp;y\n</system-out>"))
        #expect(!xml.contains("<properties>"))
        #expect(!xml.contains(" file="))
        #expect(xml.contains("--case x_y"))
        #expect(!xml.contains("\u{1}"))
        #expect(!xml.contains("]]>"))
    }

    @Test func junitIsDeterministic() throws {
        let results = try sampleResults()
        #expect(ScenarioJUnitReport().render(results) == ScenarioJUnitReport().render(results))
    }

    @Test func escapingCoversMarkupQuotesAndInvalidCharacters() {
        #expect(ScenarioXMLEscaping.attribute("a<b>&\"'\n\t") == "a&lt;b&gt;&amp;&quot;&apos;&#10;&#9;")
        #expect(ScenarioXMLEscaping.text("a\u{0}b\u{FFFE}\nc") == "a\u{FFFD}b\u{FFFD}\nc")
    }

    #if canImport(FoundationXML) || os(macOS)
        @Test func junitParsesBackAsWellFormedXML() throws {
            let xml = ScenarioJUnitReport(timestamp: "2026-01-01T00:00:00Z").render(try sampleResults())
            let document = try XMLDocument(data: Data(xml.utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            let suites = root.elements(forName: "testsuite")
            #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["t.yaml", "other.yaml"])
            let cases = suites[0].elements(forName: "testcase")
            #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["x_y", "z"])
            #expect(cases[0].attribute(forName: "classname")?.stringValue == "a<b")
            let failure = try #require(cases[0].elements(forName: "failure").first)
            #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("message <&>\"' ") == true)
            #expect(failure.stringValue?.contains("expected: locked=true") == true)
            #expect(failure.stringValue?.contains("end ]]>") == true)
            #expect(cases[0].elements(forName: "system-out").first?.stringValue == "parameters: s=x&y\n")
            #expect(suites[1].elements(forName: "testcase").first?.elements(forName: "error").count == 1)
        }
    #endif
}
