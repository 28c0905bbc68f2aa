import Harness
import LockHarnessMCP
import MCP
import Testing

/// The tools are generated from the step vocabulary: every step kind has exactly one tool, and the schemas carry
/// the vocabulary's argument forms.
struct MCPToolCatalogTests {
    @Test(arguments: StepVocabulary.names)
    func everyStepKindHasExactlyOneTool(step: String) {
        let owners = MCPToolCatalog.entries.filter { $0.coveredSteps.contains(step) }.map(\.name)
        #expect(
            owners.count == 1,
            "step '\(step)' is covered by \(owners.isEmpty ? "no tool" : owners.joined(separator: ", "))")
    }

    @Test func everyCoveredStepIsInTheVocabulary() {
        let covered = MCPToolCatalog.entries.flatMap(\.coveredSteps)
        #expect(covered.filter { StepVocabulary.spec(named: $0) == nil } == [])
    }

    @Test func everyStepOfAStepToolIsAPropertyOfItsSchema() throws {
        for entry in MCPToolCatalog.entries {
            guard case .step = entry.action else { continue }
            let names = entry.coveredSteps
            let tool = MCPToolCatalog.tool(for: entry)
            let properties = try #require(tool.inputSchema.objectValue?["properties"]?.objectValue)
            #expect(Set(properties.keys) == Set(names), "\(entry.name)")
            // A step with an argument says what it is; one without is `true` and named by its step.
            for name in names where properties[name]?.objectValue?["const"] == nil {
                #expect(
                    properties[name]?.objectValue?["description"]?.stringValue?.isEmpty == false,
                    "\(entry.name): \(name)")
            }
        }
    }

    @Test func schemasHaveTheArgumentFormsOfTheVocabulary() throws {
        func property(_ tool: String, _ step: String) throws -> [String: Value] {
            let entry = try #require(MCPToolCatalog.entry(named: tool))
            let schema = MCPToolCatalog.tool(for: entry).inputSchema
            return try #require(schema.objectValue?["properties"]?.objectValue?[step]?.objectValue)
        }
        #expect(try property("clock", "advance")["type"] == "string")
        #expect(try property("clock", "set-wall-clock")["type"] == "integer")
        #expect(try property("scene", "scene")["enum"] == ["active", "inactive", "background"])
        #expect(try property("scene", "launch")["const"] == true)
        #expect(try property("settings", "toggle-passcode")["type"] == "boolean")
        let sensor = try property("sensor", "sensor")
        #expect(sensor["type"] == "object")
        let sensorKeys = try #require(sensor["properties"]?.objectValue)
        #expect(
            Set(sensorKeys.keys) == ["matching", "enrolled", "hardware", "passcodeSet", "queue", "latency", "lockout"])
        #expect(sensorKeys["queue"]?.objectValue?["type"] == "array")
        #expect(sensorKeys["matching"]?.objectValue?["type"] == "boolean")
        // `reboot` is written bare or with a downtime.
        let reboot = try property("clock", "reboot")
        #expect(reboot["anyOf"]?.arrayValue?.count == 2)
    }

    @Test func expectSchemaHasEveryExpectField() throws {
        let entry = try #require(MCPToolCatalog.entry(named: "expect"))
        let properties = try #require(
            MCPToolCatalog.tool(for: entry).inputSchema.objectValue?["properties"]?.objectValue)
        #expect(Set(properties.keys) == Set(ExpectFieldVocabulary.names))
        #expect(properties["locked"]?.objectValue?["type"] == "boolean")
        #expect(properties["error"]?.objectValue?["type"] == ["string", "null"])
    }

    @Test(arguments: [
        ("advance", Value.string("16m"), "advance: 16m"),
        ("launch", .bool(true), "launch"),
        ("reboot", .bool(true), "reboot"),
        ("reboot", .string("30s"), "reboot: 30s"),
        ("toggle-passcode", .bool(false), "toggle-passcode: false"),
        ("enter-pin", .string("012345"), #"enter-pin: "012345""#),
        ("sensor", .object(["queue": .array(["noMatch", "match"])]), "sensor: {queue: [noMatch, match]}"),
    ])
    func toolArgumentsBecomeTheVocabularysStepLines(step: String, argument: Value, line: String) throws {
        #expect(try StepArgumentJSON.line(step: step, argument: argument) == line)
    }
}
