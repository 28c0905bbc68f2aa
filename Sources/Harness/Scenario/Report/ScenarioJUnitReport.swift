import Foundation

/// JUnit XML for CI: one `<testsuite>` per scenario file, one `<testcase>` per case.
///
/// `classname` is the scenario name and `name` the case id, so every matrix case is its own test in GitLab,
/// Jenkins and the GitHub reporters; parameters become `<properties>`; a failure's body holds the failing step,
/// expected versus actual, the trace and the re-run command. Output is deterministic for the same results.
public struct ScenarioJUnitReport: Sendable {
    /// The `name` of the `<testsuites>` root.
    public var suiteName: String
    /// The command prefix for re-run lines.
    public var commandPrefix: String
    /// An ISO 8601 timestamp for each `<testsuite>`, omitted when `nil` (keeps output reproducible).
    public var timestamp: String?

    /// Creates a renderer.
    public init(suiteName: String = "lockharness", commandPrefix: String = "swift run lockharness run", timestamp: String? = nil) {
        self.suiteName = suiteName
        self.commandPrefix = commandPrefix
        self.timestamp = timestamp
    }

    /// The XML document for `results`.
    public func render(_ results: [CaseResult]) -> String {
        var files: [String] = []
        var byFile: [String: [CaseResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        let totals = ScenarioReportTotals(results)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(attr(suiteName))\" tests=\"\(totals.cases)\" failures=\"\(totals.failed)\" "
            + "errors=\"\(totals.errored)\" skipped=\"0\" time=\"\(seconds(totals.durationSeconds))\">\n"
        for file in files {
            xml += suite(file: file, results: byFile[file] ?? [])
        }
        xml += "</testsuites>\n"
        return xml
    }

    private func suite(file: String, results: [CaseResult]) -> String {
        let totals = ScenarioReportTotals(results)
        var xml = "  <testsuite name=\"\(attr(file))\" tests=\"\(totals.cases)\" failures=\"\(totals.failed)\" "
            + "errors=\"\(totals.errored)\" skipped=\"0\" time=\"\(seconds(totals.durationSeconds))\""
        if let timestamp { xml += " timestamp=\"\(attr(timestamp))\"" }
        xml += ">\n"
        for result in results {
            xml += "    <testcase classname=\"\(attr(result.scenarioName))\" name=\"\(attr(result.caseID))\" "
                + "file=\"\(attr(result.file))\" time=\"\(seconds(result.durationSeconds))\""
            let hasBody = !result.parameters.isEmpty || result.outcome != .passed
            guard hasBody else {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            if !result.parameters.isEmpty {
                xml += "      <properties>\n"
                for parameter in result.parameters {
                    xml += "        <property name=\"\(attr(parameter.name))\" value=\"\(attr(parameter.value))\"/>\n"
                }
                xml += "      </properties>\n"
            }
            if result.outcome != .passed {
                let element = result.outcome == .failed ? "failure" : "error"
                let message = result.failure?.message ?? "\(result.outcome.rawValue)"
                let type = result.outcome == .failed ? "ExpectationFailed" : "ScenarioError"
                xml += "      <\(element) message=\"\(attr(message))\" type=\"\(type)\">"
                xml += ScenarioXMLEscaping.text(failureBody(result))
                xml += "</\(element)>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n"
        return xml
    }

    /// The failure body: the same block the summary prints.
    private func failureBody(_ result: CaseResult) -> String {
        ScenarioSummaryReport(commandPrefix: commandPrefix).describe(result).joined(separator: "\n") + "\n"
    }

    private func attr(_ text: String) -> String { ScenarioXMLEscaping.attribute(text) }

    private func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }
}
