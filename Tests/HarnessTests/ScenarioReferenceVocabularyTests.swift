import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The scenario reference's step and expect-field tables (docs/scenarios.md) list exactly the names of
/// ``StepVocabulary`` and ``ExpectFieldVocabulary``; on a difference the failure names what is missing or extra and
/// prints the table to paste.
struct ScenarioReferenceVocabularyTests {
    /// README.md at the package root, found from this file's path.
    static func readme() throws -> String { try document("README.md") }

    /// The scenario reference, docs/scenarios.md.
    static func scenarioReference() throws -> String { try document("docs/scenarios.md") }

    /// A file below the package root, found from this file's path.
    static func document(_ path: String) throws -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in the first column of the Markdown table right after the paragraph starting with `marker`:
    /// each row's first backticked text up to its first `:` (`` `advance: 10s` `` gives `advance`); empty when
    /// no table follows the paragraph, `nil` when there is no such paragraph.
    static func names(after marker: String, in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return nil }
        // The table follows the marker's paragraph, after blank lines only.
        let afterParagraph = lines[(start + 1)...].drop { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let rows = afterParagraph.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }.prefix { $0.hasPrefix("|") }
        return rows.dropFirst(2).compactMap { row in
            let code = row.split(separator: "`", omittingEmptySubsequences: false)
            guard code.count >= 3 else { return nil }
            return String(code[1].prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// `nil` when `listed` and `declared` have the same names, else what differs and the table to paste.
    static func difference(listed: [String]?, declared: [String], marker: String, table: String) -> String? {
        guard let listed else { return "docs/scenarios.md has no paragraph starting with \(marker)" }
        let missing = declared.filter { !listed.contains($0) }
        let extra = listed.filter { !declared.contains($0) }
        if missing.isEmpty && extra.isEmpty { return nil }
        var problems: [String] = []
        if !missing.isEmpty { problems.append("missing from docs/scenarios.md: \(missing.joined(separator: ", "))") }
        if !extra.isEmpty {
            problems.append("in docs/scenarios.md but not in the table: \(extra.joined(separator: ", "))")
        }
        return "The \(marker) list differs from the table (\(problems.joined(separator: "; "))). "
            + "Replace it with:\n\n\(table)\n"
    }

    @Test func theReadmeListsEveryStepAndNoOther() throws {
        let marker = "**Steps**"
        let problem = Self.difference(
            listed: Self.names(after: marker, in: try Self.scenarioReference()), declared: StepVocabulary.names,
            marker: marker,
            table: StepVocabulary.markdownTable)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func theReadmeListsEveryExpectFieldAndNoOther() throws {
        let marker = "**Expect fields**"
        let problem = Self.difference(
            listed: Self.names(after: marker, in: try Self.scenarioReference()), declared: ExpectFieldVocabulary.names,
            marker: marker, table: ExpectFieldVocabulary.markdownTable)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The field table's rows are the vocabulary's, words of enumerated fields included (they come from the
    /// tables, so a hand-kept list in the docs cannot fall behind, as `screen`'s once did).
    @Test func theFieldRowsAreTheGeneratedOnes() throws {
        let reference = try Self.scenarioReference()
        for row in ExpectFieldVocabulary.markdownTable.split(separator: "\n").dropFirst(2) {
            #expect(reference.contains(row), "docs/scenarios.md lacks the row:\n\(row)")
        }
    }

    @Test func aDifferenceNamesWhatIsMissingAndWhatIsExtra() throws {
        let text = """
            intro

            **Steps** here,
            over two lines:

            | step | what |
            |---|---|
            | `launch` | go |
            | `advanse: 10s` | x |

            more
            """
        let listed = try #require(Self.names(after: "**Steps**", in: text))
        #expect(listed == ["launch", "advanse"])
        let problem = try #require(
            Self.difference(listed: listed, declared: ["launch", "advance"], marker: "**Steps**", table: "TABLE"))
        #expect(problem.contains("missing from docs/scenarios.md: advance"))
        #expect(problem.contains("in docs/scenarios.md but not in the table: advanse"))
        #expect(problem.hasSuffix("TABLE\n"))
        #expect(Self.difference(listed: ["a"], declared: ["a"], marker: "m", table: "") == nil)
        #expect(Self.names(after: "**Nope**", in: text) == nil)
        #expect(Self.names(after: "intro", in: text) == [], "a table after another paragraph is not this one's")
    }

    @Test func generatedTablesHaveOneRowPerEntry() {
        #expect(StepVocabulary.markdownTable.split(separator: "\n").count == StepVocabulary.steps.count + 2)
        #expect(Self.names(after: "S", in: "S\n\n" + StepVocabulary.markdownTable) == StepVocabulary.names)
        #expect(
            Self.names(after: "E", in: "E\n\n" + ExpectFieldVocabulary.markdownTable) == ExpectFieldVocabulary.names)
    }
}
