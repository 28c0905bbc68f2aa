import Harness
import MCP

/// Every tool `lockharness mcp` offers, in one table. The step tools' schemas come from ``StepVocabulary`` (one
/// property per step, typed by ``StepArgumentSchema``) and `expect`'s from ``ExpectFieldVocabulary``; every step kind
/// of the vocabulary is covered by exactly one tool (`MCPToolCatalogTests` fails otherwise).
public enum MCPToolCatalog {
    /// What a tool does when called.
    public enum Action: Sendable, Equatable {
        /// Applies one step of this area, named by the call's only argument.
        case step(StepArea)
        /// Applies a list of steps in scenario syntax.
        case applySteps
        /// Checks expect fields (covers the `expect` step).
        case expect
        /// Checks that the session refuses a step (covers the `refused` step).
        case expectRefused
        /// The screen and state, changing nothing.
        case readScreen
        /// A fresh session with the same options.
        case reset
        /// The recording, written to a file when a path is given.
        case saveRecording
    }

    /// One tool: its name, title, what it is for (the start of its description) and what it does.
    public struct Entry: Sendable {
        /// The MCP tool name.
        public let name: String
        /// A human-readable title.
        public let title: String
        /// What the tool is for, in a few sentences for a model that has never seen the project.
        public let purpose: String
        /// What calling it does.
        public let action: Action
        /// Whether it only reads.
        public let readOnly: Bool

        init(_ name: String, _ title: String, _ purpose: String, _ action: Action, readOnly: Bool = false) {
            self.name = name
            self.title = title
            self.purpose = purpose
            self.action = action
            self.readOnly = readOnly
        }

        /// The vocabulary's step names this tool applies.
        public var coveredSteps: [String] {
            switch action {
            case .step(let area): StepVocabulary.steps(in: area).map(\.name)
            case .expect: ["expect"]
            case .expectRefused: ["refused"]
            case .applySteps, .readScreen, .reset, .saveRecording: []
            }
        }
    }

    /// What every step tool's result holds (the server's instructions say the rest once, not in every tool).
    static let resultNote = "Result: the screen and the fields that changed."

    /// How a step tool is called.
    static let stepNote = "One step per call."

    /// The most `tools/list` may take, in characters of JSON: an agent pays for it in context on every turn.
    public static let listBudget = 10_000

    /// Every tool, in the order `tools/list` gives them.
    public static let entries: [Entry] = [
        Entry(
            "apply_steps", "Apply scenario steps",
            "Apply any steps in scenario syntax, in order, up to the first that fails (the step tools are typed "
                + "shortcuts).",
            .applySteps),
        Entry(
            "scene", "App launch and scene phases",
            "Launch, quit, background or foreground the app, or replace the device under it.",
            .step(.scene)),
        Entry(
            "clock", "Virtual clock",
            "Move virtual time (nothing happens in real time), sleep or reboot, or change the wall clock.",
            .step(.clock)),
        Entry(
            "sensor", "Biometric sensor",
            "Set the Face ID / Touch ID sensor: matching, enrollment, hardware, or outcomes queued for the next "
                + "prompts.",
            .step(.sensor)),
        Entry(
            "lock_screen", "Lock screen",
            "Use the lock screen and number pads: PIN, digits, the biometric button, \"Forgot Passcode?\".",
            .step(.lockScreen)),
        Entry(
            "settings", "Settings and account",
            "Use the app's settings and account.",
            .step(.settings)),
        Entry(
            "password_reset", "Password reset and links",
            "Walk the email password-reset flow and open deep links.",
            .step(.passwordReset)),
        Entry(
            "backend", "Backend faults",
            "Make the app's server API fail or answer slowly, to see how the app copes.",
            .step(.backend)),
        Entry(
            "expect", "Check the state",
            "Check state fields: PASSED (recorded), or FAILED with each field wanted and actual. Example: "
                + "{\"locked\": true}.",
            .expect),
        Entry(
            "expect_refused", "Check that a step is refused",
            "Check that the app refuses a step now, changing nothing. Example: {\"step\": \"open-settings\"}.",
            .expectRefused),
        Entry(
            "read_screen", "Read the screen",
            "The screen as text and the whole state as JSON. Changes nothing.",
            .readScreen, readOnly: true),
        Entry(
            "reset", "Reset the session",
            "Start a fresh session with the same device, policy and passcode; the recording starts over.",
            .reset),
        Entry(
            "save_recording", "Save the recording",
            "The session as a scenario file `lockharness run` replays; with `path`, also written there.",
            .saveRecording),
    ]

    /// The entry called `name`.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The MCP tools, schemas and descriptions generated from the vocabularies.
    public static var tools: [Tool] { entries.map(tool(for:)) }

    /// The MCP tool of `entry`.
    public static func tool(for entry: Entry) -> Tool {
        Tool(
            // No `title` beside the name: display-only, and every character costs an agent's context.
            name: entry.name, description: description(of: entry),
            inputSchema: inputSchema(of: entry),
            // Hints only for the one tool that only reads: a hint on every tool (not destructive, closed world) cost
            // 780 characters of every agent's context on every turn, more than the sensor outcomes' `enum`.
            annotations: entry.readOnly ? .init(readOnlyHint: true, idempotentHint: true) : .init())
    }

    /// The description: purpose, arguments with an example, and what the result holds.
    static func description(of entry: Entry) -> String {
        switch entry.action {
        case .step:
            return entry.purpose + " " + stepNote
        case .applySteps:
            return entry.purpose + " Example: {\"steps\": [\"launch\", \"advance: 16m\"]}. Syntax: "
                + "lockharness://reference. " + resultNote
        case .expect, .expectRefused, .readScreen, .reset, .saveRecording:
            return entry.purpose
        }
    }

    /// The input schema of `entry`.
    static func inputSchema(of entry: Entry) -> Value {
        switch entry.action {
        case .step(let area):
            let specs = StepVocabulary.steps(in: area)
            return [
                "type": "object",
                "properties": .object(
                    Dictionary(uniqueKeysWithValues: specs.map { ($0.name, StepArgumentSchema.schema(for: $0)) })),
            ]
        case .applySteps:
            return [
                "type": "object",
                "properties": [
                    "steps": [
                        "type": "array", "minItems": 1,
                        "items": ["type": "string", "description": "one step in scenario syntax, e.g. `advance: 16m`"],
                    ]
                ],
                "required": ["steps"],
            ]
        case .expect:
            // Fields with the same words (`lastOutcome`, `biometricUnavailable`) share one definition.
            var definitions: [String: Value] = [:]
            var properties: [String: Value] = [:]
            for field in ExpectFieldVocabulary.fields {
                let schema = expectFieldSchema(field)
                let first = ExpectFieldVocabulary.fields.first {
                    !$0.choices.isEmpty && $0.choices == field.choices && $0.kind == field.kind
                }
                guard let first,
                    first.name != field.name
                        || ExpectFieldVocabulary.fields.contains(where: {
                            $0.name != field.name && $0.choices == field.choices && $0.kind == field.kind
                        })
                else {
                    properties[field.name] = schema
                    continue
                }
                definitions[first.name] = expectFieldSchema(first)
                properties[field.name] = ["$ref": .string("#/$defs/\(first.name)")]
            }
            var schema: [String: Value] = [
                "type": "object", "properties": .object(properties), "minProperties": 1,
            ]
            if !definitions.isEmpty { schema["$defs"] = .object(definitions) }
            return .object(schema)
        case .expectRefused:
            return [
                "type": "object",
                "properties": [
                    "step": ["type": "string", "description": "the step in scenario syntax, e.g. `open-settings`"]
                ],
                "required": ["step"],
            ]
        case .saveRecording:
            return [
                "type": "object",
                "properties": [
                    "path": [
                        "type": "string", "description": "a file to write the scenario to (its directory must exist)",
                    ]
                ],
            ]
        case .readScreen, .reset:
            return ["type": "object", "properties": [:]]
        }
    }

    /// One expect field's schema: its value form and doc line.
    static func expectFieldSchema(_ field: ExpectFieldSpec) -> Value {
        let type: Value =
            switch field.kind {
            case .bool: "boolean"
            case .int: "integer"
            case .text: "string"
            case .optionalText: ["string", "null"]
            case .duration: "string"
            }
        var schema: [String: Value] = ["type": type]
        if !field.choices.isEmpty {
            let words = Value.array(field.choices.map(Value.string))
            if let prefix = field.openPrefix {
                // `lockout`: one of the words, or a timed lockout (`until 30s (boot 1)`).
                schema = ["anyOf": [["enum": words], ["type": "string", "pattern": .string("^" + prefix)]]]
            } else {
                let withNull = Value.array(field.choices.map(Value.string) + [.null])
                schema = ["enum": field.kind == .optionalText ? withNull : words]
            }
        }
        if field.kind == .duration { schema["description"] = "e.g. 16m1s" }
        return .object(schema)
    }
}
