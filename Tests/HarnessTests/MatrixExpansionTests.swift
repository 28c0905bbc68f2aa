import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct MatrixExpansionTests {
    private let header = "name: m\nsteps:\n  - sensor: ${sensor}\n  - advance: ${background}\n"

    @Test func axesMultiplyInFileOrderWithTheLastAxisFastest() throws {
        let cases = try ScenarioFixtures.expand(
            header + "matrix:\n  axes: {sensor: [faceID, touchID], background: [4s, 6s]}\n")
        #expect(cases.map(\.id) == ["faceID-4s", "faceID-6s", "touchID-4s", "touchID-6s"])
        #expect(
            cases[1].parameters == [.init(name: "sensor", value: "faceID"), .init(name: "background", value: "6s")])
        #expect(try cases[1].steps[1].argument.duration() == .seconds(6))
        #expect(try cases[2].steps[0].argument.string() == "touchID")
        #expect(cases[2].document.matrix == nil)
    }

    @Test func substitutedValuesKeepThePlaceholderLocation() throws {
        let cases = try ScenarioFixtures.expand(header + "matrix:\n  axes: {sensor: [faceID], background: [4s]}\n")
        #expect(cases[0].steps[1].argument.location == ScenarioSourceLocation(file: "t.yaml", line: 4, column: 14))
        #expect(cases[0].steps[1].argument.path == "steps[1].advance")
    }

    @Test func excludeMatchesPartialRowsAndListsMeanAnyOf() throws {
        let yaml =
            header + """
                matrix:
                  axes: {sensor: [faceID, touchID, none], background: [0s, 4s, 6s]}
                  exclude:
                    - {sensor: none, background: [4s, 6s]}
                    - {background: 0s}
                """
        let ids = try ScenarioFixtures.expand(yaml).map(\.id)
        #expect(ids == ["faceID-4s", "faceID-6s", "touchID-4s", "touchID-6s"])
    }

    @Test func excludeWithAnUnknownAxisOrValueIsAnErrorWithSuggestion() throws {
        let base = header + "matrix:\n  axes: {sensor: [faceID, touchID], background: [4s]}\n"
        let keyError = try #require(ScenarioFixtures.expandError(base + "  exclude: [{sensr: faceID}]\n"))
        #expect(keyError.suggestion == "sensor")
        #expect(keyError.location == ScenarioSourceLocation(file: "t.yaml", line: 7, column: 14))
        let valueError = try #require(ScenarioFixtures.expandError(base + "  exclude: [{sensor: faceId}]\n"))
        #expect(valueError.suggestion == "faceID")
        #expect(valueError.path == "matrix.exclude[0].sensor")
    }

    @Test func addAppendsNewRowsOnlyAndCanIntroduceNewKeys() throws {
        let yaml =
            header + """
                matrix:
                  axes: {sensor: [faceID], background: [4s]}
                  add:
                    - {background: 1h, sensor: touchID, attempts: 5}
                """
        let cases = try ScenarioFixtures.expand(yaml)
        #expect(cases.map(\.id) == ["faceID-4s", "touchID-1h-5"])
        #expect(cases[1].variable("attempts")?.kind == .int(5))
        #expect(cases[1].origin.hasPrefix("add[0] at t.yaml:8:"))
    }

    @Test func extendAddsKeysOnlyToMatchingRowsAndLaterExtendsWin() throws {
        let yaml = """
            name: m
            steps:
              - expect: ${expect}
              - prompt: "${promptText} for ${sensor}"
            matrix:
              axes: {sensor: [faceID, touchID]}
              extend:
                - {match: {}, set: {expect: {locked: true}, promptText: Face ID}}
                - {match: {sensor: touchID}, set: {promptText: Touch ID, expect: {locked: false}}}
            """
        let cases = try ScenarioFixtures.expand(yaml)
        #expect(cases.count == 2)
        #expect(try cases[0].steps[0].argument.requiredField("locked").bool() == true)
        #expect(try cases[1].steps[0].argument.requiredField("locked").bool() == false)
        #expect(try cases[0].steps[1].argument.string() == "Face ID for faceID")
        #expect(try cases[1].steps[1].argument.string() == "Touch ID for touchID")
        #expect(cases[1].parameters.map(\.name) == ["sensor"])
    }

    @Test func extendThatMatchesNothingOrChangesAnAxisIsAnError() throws {
        let base = "steps: [launch]\nmatrix:\n  axes: {sensor: [faceID, touchID]}\n  extend:\n"
        let noMatch = try #require(
            ScenarioFixtures.expandError(base + "    - {match: {sensor: [none]}, set: {a: 1}}\n"))
        #expect(noMatch.description.contains("'none' is not allowed here; allowed: faceID, touchID"))
        let changesAxis = try #require(
            ScenarioFixtures.expandError(base + "    - {match: {sensor: faceID}, set: {sensor: x}}\n"))
        #expect(changesAxis.description.contains("extend only adds keys"))
        #expect(changesAxis.location?.line == 5)
    }

    @Test func deriveLooksUpAValueFromAnAxisWithADefault() throws {
        let yaml = """
            steps:
              - expect: {locked: "${locked}"}
            matrix:
              axes: {outcome: [success, nomatch, cancel]}
              derive:
                locked: {from: outcome, values: {success: false}, default: true}
            """
        let cases = try ScenarioFixtures.expand(yaml)
        #expect(try cases.map { try $0.steps[0].argument.requiredField("locked").bool() } == [false, true, true])
        let missing = yaml.replacingOccurrences(of: ", default: true", with: "")
        #expect(ScenarioFixtures.expandError(missing)?.description.contains("no entry for outcome=nomatch") == true)
    }

    @Test func wholePlaceholderTakesTheValueTypeAndPartialOneInsertsText() throws {
        let yaml = """
            steps:
              - wait: ${delay}
              - set:
                  enabled: ${flag}
                  label: pc-${flag}-${delay}
              - expect: ${result}
            matrix:
              axes: {delay: [5], flag: [true]}
              add: []
              extend: [{match: {flag: true}, set: {result: {locked: true, screen: lock}}}]
            """
        let steps = try ScenarioFixtures.expand(yaml)[0].steps
        #expect(steps[0].argument.kind == .int(5))
        #expect(steps[1].argument.field("enabled")?.kind == .bool(true))
        #expect(steps[1].argument.field("label")?.kind == .string("pc-true-5"))
        #expect(steps[2].argument.keys == ["locked", "screen"])
        #expect(steps[2].argument.field("screen")?.path == "steps[2].expect.screen")
    }

    @Test func unquotedPlaceholderInAFlowMapGetsAQuotingHint() throws {
        let error = try #require(ScenarioFixtures.parseError("steps:\n  - expect: {locked: ${locked}}\n"))
        #expect(error.description.contains("quote placeholders"))
    }

    @Test func unknownVariableIsAnErrorNamingTheCaseAndSuggestion() throws {
        let yaml = "steps:\n  - sensor: ${sensr}\nmatrix:\n  axes: {sensor: [faceID]}\n"
        let error = try #require(ScenarioFixtures.expandError(yaml))
        #expect(error.suggestion == "sensor")
        #expect(error.location == ScenarioSourceLocation(file: "t.yaml", line: 2, column: 13))
        #expect(error.description.contains("(in case 'faceID')"))
        #expect(
            ScenarioFixtures.expandError("steps:\n  - a: ${x}\n")?.description.contains("no matrix variables") == true)
    }

    @Test func dollarDollarIsALiteral() throws {
        let cases = try ScenarioFixtures.expand("steps:\n  - say: \"cost $${x} and $5\"\n")
        #expect(try cases[0].steps[0].argument.string() == "cost ${x} and $5")
    }

    @Test func idTemplateNamesCasesAndIsSanitised() throws {
        let yaml = """
            steps: [launch]
            matrix:
              axes: {sensor: [faceID, "touch id"], background: [0s, 1h30m]}
              id: "{sensor}-bg{background}/x"
            """
        #expect(
            try ScenarioFixtures.expand(yaml).map(\.id)
                == ["faceID-bg0s_x", "faceID-bg1h30m_x", "touch_id-bg0s_x", "touch_id-bg1h30m_x"])
        let unknown = yaml.replacingOccurrences(of: "{background}", with: "{backgrund}")
        #expect(ScenarioFixtures.expandError(unknown)?.suggestion == "background")
    }

    @Test func sanitisingMakesIdsSafeForCommandLines() {
        #expect(ScenarioCaseID.sanitize("-a b//c") == "_a_b_c")
        #expect(ScenarioCaseID.sanitize("") == "case")
        #expect(ScenarioCaseID.sanitize("ok.id_1-2") == "ok.id_1-2")
    }

    /// ASCII outside the id alphabet collapses to `_` per run; every non-ASCII character keeps its code point, so
    /// values that differ only there keep distinct ids (they used to collapse to one `_`).
    @Test(arguments: [
        ("café", "caf_u00E9"), ("cafe\u{301}", "caf_u00E9"), ("cafè", "caf_u00E8"), ("日本", "_u65E5_u672C"),
        ("中国", "_u4E2D_u56FD"), ("x👍🏽y", "x_U0001F44D_U0001F3FDy"), ("a é b", "a_u00E9_b"), ("ü", "_u00FC"),
        ("tab\there", "tab_here"), ("a  b", "a_b"), ("__", "__"), ("Zz09.-_", "Zz09.-_"), ("-", "-"),
    ])
    func sanitisingKeepsNonASCIICharactersApart(raw: String, expected: String) {
        #expect(ScenarioCaseID.sanitizedPart(raw) == expected)
        // Parts sanitised alone and joined with `-` give what sanitising the joined text gives.
        #expect(ScenarioCaseID.sanitizedPart(raw + "-" + raw) == expected + "-" + expected)
    }

    @Test func nonASCIIAxisValuesGetDistinctRunnableIds() async throws {
        let yaml = """
            name: words
            steps: [launch]
            matrix:
              axes: {word: [café, cafè, 日本, 中国, plain]}
            """
        let ids = try ScenarioFixtures.expand(yaml).map(\.id)
        #expect(ids == ["caf_u00E9", "caf_u00E8", "_u65E5_u672C", "_u4E2D_u56FD", "plain"])
        // And `--case` finds each by the id the listing printed.
        var options = ScenarioRunOptions(paths: [])
        options.caseIDs = ["_u65E5_u672C"]
        let output = CollectedText()
        let code = await ScenarioRunCommand.run(
            [ScenarioRunCommand.Source(file: "words.yaml", yaml: yaml)], options: options, output: { output.append($0) }
        )
        #expect(code == 0, "\(output.text)")
        #expect(output.text.contains("1 case: 1 passed"), "\(output.text)")
    }

    @Test func duplicateIdsNameBothRows() throws {
        let yaml = """
            steps: [launch]
            matrix:
              axes: {sensor: [faceID, touchID], background: [0s, 4s]}
              id: "{sensor}"
            """
        let error = try #require(ScenarioFixtures.expandError(yaml))
        guard case .duplicateCaseID(let id, let first, let second) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(id == "faceID")
        #expect(first == "axes row 1 (sensor=faceID, background=0s)")
        #expect(second == "axes row 2 (sensor=faceID, background=4s)")
    }

    /// Product rows write their origin from `name=value` parts made once per axis value; it must read as the row's
    /// own `parameterSummary` for every kind of value (quoted text, numbers, maps, lists, null).
    @Test func productRowOriginsSpellTheRowsParameterSummary() throws {
        let yaml = """
            steps: [launch]
            matrix:
              axes:
                text: ["a b", plain]
                number: [1, 2.5]
                shape: [{x: 1}, [1, 2], null]
              exclude: [{text: plain, number: 1}]
            """
        let matrix = try #require(try ScenarioFixtures.parse(yaml).matrix)
        let source = try ScenarioMatrixRowSource(matrix, limit: 100)
        #expect(source.count == 9)
        for index in 0..<source.count {
            let row = try source.row(at: index)
            let number = try #require(source.productNumber(at: index))
            #expect(row.origin == "axes row \(number + 1) (\(row.parameterSummary))")
        }
    }

    @Test func duplicateIdsAfterSanitisingAreAlsoErrors() throws {
        let yaml = "steps: [launch]\nmatrix:\n  axes: {label: [\"a b\", \"a/b\"]}\n"
        #expect(
            ScenarioFixtures.expandError(yaml).map { if case .duplicateCaseID = $0.reason { true } else { false } }
                == true)
    }

    /// Product ids are known unique without building them only when they read back one way (no empty part, and no
    /// part-and-dash of an axis begins another); every other product is checked id by id and its collisions still
    /// reported.
    @Test(arguments: [
        // Parts joined with `-` read the same: a-b + c and a + b-c.
        "  axes: {x: [a-b, a], y: [c, b-c]}\n",
        // Two values of an axis that sanitise to one part.
        "  axes: {x: [\"a b\", a_b], y: [1, 2]}\n",
        // An empty part next to a dash: \"\" + b-c and -b + c.
        "  axes: {x: [\"\", \"-b\"], y: [b-c, c]}\n",
    ])
    func productIdsThatCollideAreReportedWhateverTheShortcut(axes: String) throws {
        let error = try #require(ScenarioFixtures.expandError("steps: [launch]\nmatrix:\n" + axes))
        guard case .duplicateCaseID = error.reason else {
            Issue.record("expected a duplicate id, got \(error)")
            return
        }
    }

    @Test func distinctCleanProductIdsPassAndStayDistinct() throws {
        let yaml = """
            steps: [launch]
            matrix:
              axes: {x: [a, b_c, d.e, iphone-se, iphone-15-pro], y: ["1", "12", x y, 1-2]}
              exclude: [{x: a, y: "1"}]
            """
        let ids = try ScenarioFixtures.expand(yaml).map(\.id)
        #expect(ids.count == 19)
        #expect(ids.contains("iphone-15-pro-1-2"))
        #expect(Set(ids).count == ids.count)
    }

    @Test func expansionIsBoundedByFileLimitOrCallerLimit() throws {
        let yaml = "steps: [launch]\nmatrix:\n  axes: {a: [1, 2, 3, 4], b: [1, 2, 3, 4], c: [1, 2, 3, 4]}\n"
        #expect(try ScenarioFixtures.expand(yaml).count == 64)
        #expect(ScenarioFixtures.expandError(yaml, maxCases: 63)?.reason == .tooManyCases(count: 64, limit: 63))
        #expect(ScenarioFixtures.expandError(yaml + "  limit: 10\n")?.reason == .tooManyCases(count: 64, limit: 10))
        #expect(try ScenarioFixtures.expand(yaml + "  limit: 10\n", maxCases: 100).count == 64)
    }

    @Test func hugeProductsFailBeforeBeingMaterialised() throws {
        let values = "[" + (1...40).map(String.init).joined(separator: ", ") + "]"
        let yaml =
            "steps: [launch]\nmatrix:\n  axes: {a: \(values), b: \(values), c: \(values), d: \(values), e: \(values)}\n"
        #expect(ScenarioFixtures.expandError(yaml)?.reason == .tooManyCases(count: 102_400_000, limit: 1000))
    }

    @Test func matrixSectionErrorsAreLocated() throws {
        #expect(ScenarioFixtures.parseError("steps: []\nmatrix:\n  axis: {a: [1]}\n")?.suggestion == "axes")
        #expect(ScenarioFixtures.parseError("steps: []\nmatrix:\n  axes: {a: []}\n")?.location?.line == 3)
        #expect(
            ScenarioFixtures.parseError("steps: []\nmatrix:\n  axes: {a: [1, 1]}\n")?.description.contains("twice")
                == true)
        #expect(ScenarioFixtures.parseError("steps: []\nmatrix:\n  axes: {a: [1]}\n  limit: 0\n") != nil)
    }

    @Test func expansionIsDeterministic() throws {
        let yaml = header + "matrix:\n  axes: {sensor: [faceID, touchID, none], background: [4s, 6s]}\n"
        #expect(try ScenarioFixtures.expand(yaml) == ScenarioFixtures.expand(yaml))
    }
}
