import Foundation
import HarnessLanguage

/// JUnit XML for CI: one `<testsuite>` per scenario file, one `<testcase>` per case.
///
/// `classname` is the scenario name and `name` the case id, so every matrix case is its own test in GitLab,
/// Jenkins and the GitHub reporters. The default ``ScenarioJUnitFlavor/strict`` output is valid against Jenkins'
/// `junit-10.xsd`; parameters go to the case's `<system-out>` (and, in the ``ScenarioJUnitFlavor/properties``
/// flavour, also to per-case `<properties>`). A failure's body holds the failing step, expected versus actual,
/// the trace and the re-run command. Output is deterministic for the same results and wall time.
///
/// ```swift
/// let xml = ScenarioJUnitReport(wallSeconds: 1.25).render(results)
/// // <testsuites name="lockharness" tests="3" failures="1" errors="1" time="1.250">
/// ```
public struct ScenarioJUnitReport: Sendable {
    /// The `name` of the `<testsuites>` root.
    public var suiteName: String
    /// Builds re-run lines.
    public var rerun: ScenarioRerunCommand
    /// An ISO 8601 timestamp for each `<testsuite>`, omitted when `nil` (keeps output reproducible).
    public var timestamp: String?
    /// The run's wall-clock seconds, used for `<testsuites time>` and each `<testsuite time>` (the files' cases
    /// share one worker pool); `nil` falls back to the sum of the case times.
    public var wallSeconds: Double?
    /// The document's shape.
    public var flavor: ScenarioJUnitFlavor

    /// Creates a renderer.
    public init(
        suiteName: String = "lockharness", rerun: ScenarioRerunCommand = ScenarioRerunCommand(),
        timestamp: String? = nil, wallSeconds: Double? = nil, flavor: ScenarioJUnitFlavor = .strict
    ) {
        self.suiteName = suiteName
        self.rerun = rerun
        self.timestamp = timestamp
        self.wallSeconds = wallSeconds
        self.flavor = flavor
    }

    /// The XML document for `results`.
    public func render(_ results: [CaseResult]) -> String {
        var files: [String] = []
        var byFile: [String: [CaseResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        var xml = header(ScenarioReportTotals(results))
        for (index, file) in files.enumerated() {
            let suiteResults = byFile[file] ?? []
            xml += suiteOpening(file: file, id: index, totals: ScenarioReportTotals(suiteResults))
            for result in suiteResults { xml += testcase(result) }
            xml += Self.suiteClosing
        }
        return xml + Self.footer
    }

    /// The XML declaration and the `<testsuites>` opening tag with the run's totals.
    func header(_ totals: ScenarioReportTotals) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(attr(suiteName))\" tests=\"\(totals.cases)\" failures=\"\(totals.failed)\" "
            + "errors=\"\(totals.errored)\" time=\"\(seconds(wallSeconds ?? totals.durationSeconds))\">\n"
    }

    /// The `<testsuite>` opening tag of one file.
    func suiteOpening(file: String, id: Int, totals: ScenarioReportTotals) -> String {
        var xml =
            "  <testsuite name=\"\(attr(file))\" tests=\"\(totals.cases)\" failures=\"\(totals.failed)\" "
            + "errors=\"\(totals.errored)\" skipped=\"\(totals.skipped)\" "
            + "time=\"\(seconds(wallSeconds ?? totals.durationSeconds))\""
        if let timestamp { xml += " timestamp=\"\(attr(timestamp))\"" }
        return xml + " id=\"\(id)\">\n"
    }

    static let suiteClosing = "  </testsuite>\n"
    static let footer = "</testsuites>\n"

    /// One `<testcase>`; children in the schema's order: properties (flavour only), error/failure, system-out.
    func testcase(_ result: CaseResult) -> String {
        var bytes: [UInt8] = []
        write(testcase: result, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the `<testcase>` element of `result` to `out`, as UTF-8 (written straight into the report's buffer:
    /// it is on every case).
    func write(testcase result: CaseResult, into out: inout [UInt8]) {
        func put(_ literal: StaticString) {
            literal.withUTF8Buffer { out.append(contentsOf: $0) }
        }
        put("    <testcase classname=\"")
        ScenarioXMLEscaping.append(result.scenarioName, attribute: true, to: &out)
        put("\" name=\"")
        ScenarioXMLEscaping.append(result.caseID, attribute: true, to: &out)
        put("\" time=\"")
        out.append(contentsOf: seconds(result.durationSeconds).utf8)
        guard !result.parameters.isEmpty || result.outcome != .passed else { return put("\"/>\n") }
        put("\">\n")
        if flavor == .properties, !result.parameters.isEmpty {
            put("      <properties>\n")
            for parameter in result.parameters {
                put("        <property name=\"")
                ScenarioXMLEscaping.append(parameter.name, attribute: true, to: &out)
                put("\" value=\"")
                ScenarioXMLEscaping.append(parameter.value, attribute: true, to: &out)
                put("\"/>\n")
            }
            put("      </properties>\n")
        }
        if result.outcome == .skipped {
            put("      <skipped message=\"")
            ScenarioXMLEscaping.append(result.skipReason ?? "skipped", attribute: true, to: &out)
            put("\"/>\n")
        } else if result.outcome != .passed {
            let element = result.outcome == .failed ? "failure" : "error"
            let message = result.failure?.message ?? "\(result.outcome.rawValue)"
            let type = result.outcome == .failed ? "ExpectationFailed" : "ScenarioError"
            out.append(contentsOf: "      <\(element) message=\"\(attr(message))\" type=\"\(type)\">".utf8)
            ScenarioXMLEscaping.append(failureBody(result), attribute: false, to: &out)
            out.append(contentsOf: "</\(element)>\n".utf8)
        }
        if !result.parameters.isEmpty {
            put("      <system-out>parameters:")
            for parameter in result.parameters {
                put(" ")
                ScenarioXMLEscaping.append(parameter.name, attribute: false, to: &out)
                put("=")
                ScenarioXMLEscaping.append(parameter.value, attribute: false, to: &out)
            }
            put("\n</system-out>\n")
        }
        put("    </testcase>\n")
    }

    /// The failure body: the same block the summary prints.
    private func failureBody(_ result: CaseResult) -> String {
        ScenarioSummaryReport(rerun: rerun).describe(result).joined(separator: "\n") + "\n"
    }

    private func attr(_ text: String) -> String { ScenarioXMLEscaping.attribute(text) }

    /// Seconds with three decimals (`0.012`), written without `String(format:)`: it is on every test case.
    private func seconds(_ value: Double) -> String {
        let milliseconds = Int((value.isFinite ? max(0, value) : 0) * 1000 + 0.5)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
