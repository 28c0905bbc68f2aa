import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// A small deterministic generator (SplitMix64) so every fuzz run sees the same mutants.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct FuzzScenarioParserTests {
    private static let matrixScenario = """
        name: matrix-fuzz
        steps:
          - launch
          - sensor: {${sensor}: [${outcome}]}
          - advance: ${background}
          - expect: "${expect}"
        matrix:
          axes:
            sensor: [faceID, touchID]
            outcome: [success, nomatch]
            background: [0s, 4s]
          exclude: [{sensor: touchID, outcome: [nomatch]}]
          add: [{sensor: faceID, outcome: lockout, background: 1h}]
          extend:
            - match: {}
              set: {expect: {locked: true}}
          derive:
            code: {from: outcome, values: {success: 0}, default: 1}
          id: "{sensor}-{outcome}-bg{background}"
          limit: 50
        """

    private static let specialBytes: [UInt8] = Array("{}[]:,-#&*!|>'\"%@` \t\n$".utf8) + [0, 0xFF, 0xC3, 0x80]

    private static func mutate(_ source: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = source
        var lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        switch random.next() % 7 {
        case 0 where !bytes.isEmpty:
            bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
        case 1 where !bytes.isEmpty:
            bytes[Int(random.next() % UInt64(bytes.count))] =
                specialBytes[Int(random.next() % UInt64(specialBytes.count))]
        case 2:
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
        case 3 where !lines.isEmpty:
            lines.remove(at: Int(random.next() % UInt64(lines.count)))
            bytes = Array(lines.joined(separator: "\n").utf8)
        case 4 where !lines.isEmpty:
            let index = Int(random.next() % UInt64(lines.count))
            let body = lines[index].drop { $0 == " " }
            lines[index] = String(repeating: " ", count: Int(random.next() % 9)) + body
            bytes = Array(lines.joined(separator: "\n").utf8)
        case 5 where lines.count > 1:
            let first = Int(random.next() % UInt64(lines.count))
            let second = Int(random.next() % UInt64(lines.count))
            let indentFirst = lines[first].prefix { $0 == " " }
            let indentSecond = lines[second].prefix { $0 == " " }
            lines[first] = String(indentSecond + lines[first].dropFirst(indentFirst.count))
            lines[second] = String(indentFirst + lines[second].dropFirst(indentSecond.count))
            bytes = Array(lines.joined(separator: "\n").utf8)
        default:
            let index = Int(random.next() % UInt64(bytes.count + 1))
            bytes.insert(specialBytes[Int(random.next() % UInt64(specialBytes.count))], at: index)
        }
        return bytes
    }

    @Test(arguments: [(ScenarioFixtures.lockAfterTimeout, UInt64(1)), (matrixScenario, UInt64(2))])
    func mutatedFilesNeverCrashAndFailWithALocation(source: String, seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        var parsed = 0
        var rejected = 0
        for _ in 0..<1500 {
            var bytes = Array(source.utf8)
            for _ in 0...(random.next() % 3) { bytes = Self.mutate(bytes, using: &random) }
            let text = String(decoding: bytes, as: UTF8.self)
            // YAML also breaks lines at a lone CR, NEL, LS and PS, so count all of them for the upper bound.
            let lineCount = text.unicodeScalars.count { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) } + 1
            do {
                let document = try ScenarioParser.parse(yaml: text, file: "fuzz.yaml")
                _ = try ScenarioMatrixExpander(maxCases: 100).cases(for: document)
                parsed += 1
            } catch {
                rejected += 1
                let location = try #require(error.location, "no location for: \(error)\n--- input ---\n\(text)")
                #expect(location.file == "fuzz.yaml")
                #expect((1...(lineCount + 1)).contains(location.line), "line out of range: \(error)")
                #expect(location.column >= 1)
                #expect(!error.description.isEmpty)
            }
        }
        #expect(parsed > 0)
        #expect(rejected > 0)
    }

    @Test func aliasBombsAreRejectedInsteadOfExhaustingMemory() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        yaml += "steps: [launch]\n"
        let error = try #require(ScenarioFixtures.parseError(yaml))
        guard case .tooLarge = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test func deepNestingIsRejected() throws {
        let yaml = "steps:\n  - a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        #expect(ScenarioFixtures.parseError(yaml)?.reason == .tooLarge("values are nested more than 64 levels deep"))
    }
}
