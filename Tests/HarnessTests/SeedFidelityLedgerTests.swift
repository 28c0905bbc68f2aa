import Foundation
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The fidelity ledger (docs/seed-fidelity.md) is a checked table: its "Beyond the seeds" rows and the policy must
/// name the same fields, switches and override keys, and a switch's cells must match the presets.
struct SeedFidelityLedgerTests {
    /// One row of the "Beyond the seeds" table.
    struct Row: Equatable {
        /// The first cell's backticked name.
        var field: String
        /// The backticked override keys of the second cell (none for "—").
        var overrides: [String]
        /// The `seed` and `hardened` cells, as written.
        var seed: String
        var hardened: String
    }

    /// docs/seed-fidelity.md, found from this file's path.
    static func ledger() throws -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return try String(contentsOf: root.appendingPathComponent("docs/seed-fidelity.md"), encoding: .utf8)
    }

    /// The rows of the table under `## Beyond the seeds` (header and rule skipped).
    static func beyondTheSeeds(in text: String) -> [Row] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: "## Beyond the seeds") else { return [] }
        let section = lines[(heading + 1)...].prefix { !$0.hasPrefix("## ") }
        let table = section.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            func code(_ cell: String) -> [String] {
                cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
            return Row(
                field: cells.first.flatMap { code($0).first } ?? "",
                overrides: cells.count > 1 ? code(cells[1]) : [],
                seed: cells.count > 2 ? cells[2] : "", hardened: cells.count > 3 ? cells[3] : "")
        }
    }

    /// Every stored property of ``LockPolicy`` but its preset's name.
    static let policyFields = Mirror(reflecting: LockPolicy.seed).children.compactMap(\.label).filter { $0 != "name" }

    @Test func everyPolicyFieldSwitchAndOverrideKeyHasALedgerRow() throws {
        let rows = Self.beyondTheSeeds(in: try Self.ledger())
        try #require(!rows.isEmpty, "docs/seed-fidelity.md has no '## Beyond the seeds' table")
        let named = Set(rows.map(\.field))
        let missingFields = Self.policyFields.filter { !named.contains($0) }
        #expect(missingFields.isEmpty, "LockPolicy fields without a ledger row: \(missingFields)")
        let missingSwitches = LockPolicy.switches.map(\.name).filter { !named.contains($0) }
        #expect(missingSwitches.isEmpty, "switches without a ledger row: \(missingSwitches)")
        let listedKeys = Set(rows.flatMap(\.overrides))
        let missingKeys = ScenarioSessionSetup.overrideKeys.filter { !listedKeys.contains($0) }
        #expect(missingKeys.isEmpty, "override keys without a ledger row: \(missingKeys)")
    }

    @Test func everyLedgerRowNamesAFieldOrOverrideThatExists() throws {
        let rows = Self.beyondTheSeeds(in: try Self.ledger())
        let known = Set(Self.policyFields + ScenarioSessionSetup.overrideKeys)
        let unknownFields = rows.map(\.field).filter { !known.contains($0) }
        #expect(unknownFields.isEmpty, "ledger rows naming no policy field or override key: \(unknownFields)")
        let unknownKeys = rows.flatMap(\.overrides).filter { !ScenarioSessionSetup.overrideKeys.contains($0) }
        #expect(unknownKeys.isEmpty, "ledger rows naming override keys that do not exist: \(unknownKeys)")
        let fields = rows.map(\.field)
        #expect(Set(fields).count == fields.count, "a field has two rows: \(fields)")
    }

    @Test func aSwitchRowSaysWhatEachPresetDoes() throws {
        let rows = Self.beyondTheSeeds(in: try Self.ledger())
        func cell(_ on: Bool) -> String { on ? "on" : "off" }
        for policySwitch in LockPolicy.switches {
            guard let row = rows.first(where: { $0.field == policySwitch.name }) else { continue }
            #expect(row.overrides == [policySwitch.name], "\(policySwitch.name) is overridden by its own name")
            #expect(row.seed == cell(policySwitch.value(in: .seed)), "\(policySwitch.name) under seed")
            #expect(row.hardened == cell(policySwitch.value(in: .hardened)), "\(policySwitch.name) under hardened")
        }
    }

    @Test func theSwitchesAreTheSeedsCodeUnderSeedAndOnUnderHardened() {
        for policySwitch in LockPolicy.switches {
            #expect(!policySwitch.value(in: .seed), "\(policySwitch.name) is off under seed")
            #expect(!policySwitch.value(in: .seedGrace), "\(policySwitch.name) is off under seed-grace")
            #expect(policySwitch.value(in: .hardened), "\(policySwitch.name) is on under hardened")
            #expect(Self.policyFields.contains(policySwitch.name), "\(policySwitch.name) is a LockPolicy field")
        }
    }

    @Test func eachSwitchSetsItsOwnFieldOnly() {
        for policySwitch in LockPolicy.switches {
            var policy = LockPolicy.seed
            policySwitch.set(true, in: &policy)
            #expect(policySwitch.value(in: policy))
            let changed = LockPolicy.switches.filter { $0.value(in: policy) }.map(\.name)
            #expect(changed == [policySwitch.name], "setting \(policySwitch.name) changed \(changed)")
        }
    }

    @Test func theReadmePolicyTableLinksTheLedgerAndNamesEverySwitch() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/seed-fidelity.md)"), "README links the ledger")
        let unnamed = LockPolicy.switches.map(\.name).filter { !readme.contains("`\($0)`") }
        #expect(unnamed.isEmpty, "switches the README's policy table does not name: \(unnamed)")
    }

    @Test func theTableReaderFindsRowsAndStopsAtTheNextSection() {
        let text = """
            ## Beyond the seeds

            | field | override | `seed` | `hardened` | what |
            |---|---|---|---|---|
            | `lockCoversSheets` | `lockCoversSheets` | off | on | sheets |
            | `localVerifier` | `verifier`, `verifierRounds` | a | b | c |

            ## Platform rules

            | `notARow` | x | y | z | w |
            """
        #expect(
            Self.beyondTheSeeds(in: text) == [
                Row(field: "lockCoversSheets", overrides: ["lockCoversSheets"], seed: "off", hardened: "on"),
                Row(field: "localVerifier", overrides: ["verifier", "verifierRounds"], seed: "a", hardened: "b"),
            ])
    }
}
