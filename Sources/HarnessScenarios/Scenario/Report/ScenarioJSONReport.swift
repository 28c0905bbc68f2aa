import Foundation
import HarnessLanguage

/// The machine-readable report: totals, exit code and every result, as stable (sorted-key) JSON.
///
/// A run writes it as results arrive (``frame(totals:)`` around the results, each encoded on its own), so the
/// report of a run of any length is never one value in memory; ``render()`` produces the same text.
public struct ScenarioJSONReport: Sendable, Equatable, Codable {
    /// The format version, bumped on incompatible changes.
    public var version: Int
    /// Counts.
    public var totals: ScenarioReportTotals
    /// The exit code the run maps to.
    public var exitCode: ScenarioExitCode
    /// Every result, in run order.
    public var results: [CaseResult]

    /// The format version written.
    public static let currentVersion = 1

    /// Builds the report for `results`.
    public init(_ results: [CaseResult]) {
        version = Self.currentVersion
        totals = ScenarioReportTotals(results)
        exitCode = totals.exitCode
        self.results = results
    }

    /// Pretty-printed JSON with sorted keys.
    public func render() throws -> String {
        let encoder = Self.encoder
        let body = try results.map { Self.indent(String(decoding: try encoder.encode($0), as: UTF8.self), by: 4) }
        let (head, tail) = try Self.frame(totals: totals)
        return head + body.joined(separator: ",\n") + tail
    }

    /// The encoder for each part: pretty-printed, sorted keys, slashes as they are.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The text before and after the results (keys in sorted order: exitCode, results, totals, version).
    static func frame(totals: ScenarioReportTotals) throws -> (head: String, tail: String) {
        let exitCode = String(decoding: try encoder.encode(totals.exitCode), as: UTF8.self)
        let totalsText = indent(String(decoding: try encoder.encode(totals), as: UTF8.self), by: 2, skippingFirst: true)
        let opening = totals.cases == 0 ? "" : "\n"
        return (
            "{\n  \"exitCode\" : \(exitCode),\n  \"results\" : [" + opening,
            "\n  ],\n  \"totals\" : \(totalsText),\n  \"version\" : \(currentVersion)\n}\n"
        )
    }

    /// `json` with every line indented by `spaces` (the first too, unless `skippingFirst`).
    static func indent(_ json: String, by spaces: Int, skippingFirst: Bool = false) -> String {
        let padding = String(repeating: " ", count: spaces)
        return json.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 && skippingFirst ? String(line) : padding + line
        }.joined(separator: "\n")
    }
}
