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

    /// What every step tool's result holds.
    static let resultNote =
        "The result shows the screen drawn as text and the full state as JSON (the same fields `expect` checks). "
        + "A step that does not parse or that the app refuses in its current state returns a tool error with the "
        + "message, line:column and a did-you-mean suggestion; the session is then unchanged."

    /// Every tool, in the order `tools/list` gives them.
    public static let entries: [Entry] = [
        Entry(
            "apply_steps", "Apply scenario steps",
            "Apply one or more steps to the simulated phone, in LockHarness scenario syntax (the same lines a "
                + "scenario file's `steps:` list holds), in order, stopping at the first that fails. LockHarness "
                + "simulates an app protected by a 6-digit passcode lock screen with Face ID / Touch ID, on a virtual "
                + "clock. Use this for any step; the other step tools are typed shortcuts for the same steps.",
            .applySteps),
        Entry(
            "scene", "App launch and scene phases",
            "Start, quit, background or foreground the app, or report a single scene phase; or replace the device "
                + "under it (`erase-device`: a factory reset; `restore-to-new-device`: a backup restored on another "
                + "phone; both kill the app and drop its device-only keychain items, so the next launch is a fresh "
                + "install, logged out). The app locks when it comes back after the policy's timeout in the "
                + "background (advance the clock in between).",
            .step(.scene)),
        Entry(
            "clock", "Virtual clock",
            "Move the session's virtual time: let time pass while the app runs (`advance`), sleep the device "
                + "(`sleep`), reboot it (`reboot`), or tamper with the wall clock. Nothing happens in real time: "
                + "timers, lock timeouts and sensor results fire only when the clock is moved.",
            .step(.clock)),
        Entry(
            "sensor", "Biometric sensor",
            "Change the simulated Face ID / Touch ID sensor: whether faces match from now on, enrollment, hardware "
                + "presence, the device passcode, its latency, or a queue of outcomes for the next prompts (one per "
                + "attempt: match, noMatch, userCancel, systemCancel, lockout, ...). Queue outcomes before the "
                + "prompt runs (e.g. before `tap-biometric` on the lock_screen tool).",
            .step(.sensor)),
        Entry(
            "lock_screen", "Lock screen",
            "Use the lock screen and the number pads: type a PIN, press digits or delete, tap the Face ID / Touch "
                + "ID button (the prompt's outcome comes from the sensor tool's settings), or use \"Forgot "
                + "Passcode?\".",
            .step(.lockScreen)),
        Entry(
            "settings", "Settings and account",
            "Use the app's settings (passcode and biometric toggles, change passcode, lock timeout) and account "
                + "(log in, log out).",
            .step(.settings)),
        Entry(
            "password_reset", "Password reset and links",
            "Walk the email password-reset flow (forgot password, type fields, submit, open the emailed link) and "
                + "open deep links in the app.",
            .step(.passwordReset)),
        Entry(
            "backend", "Backend faults",
            "Make the app's server API fail or answer slowly, to see how the app copes.",
            .step(.backend)),
        Entry(
            "expect", "Check the state",
            "Check fields of the session's state against wanted values. Answers PASSED, or FAILED with each "
                + "differing field (wanted and actual value); a check that passes is kept in the recording as an "
                + "`expect:` step. Pass the fields to check as properties (see the schema; `null` for an absent "
                + "text). Example: {\"locked\": true, \"screen\": \"lock\", \"dots\": 0}.",
            .expect),
        Entry(
            "expect_refused", "Check that a step is refused",
            "Check that the app refuses a step in its current state (a screen that is not showing, an app that is "
                + "not running) without changing anything. Argument `step`: the step in scenario syntax. Example: "
                + "{\"step\": \"enter-pin: \\\"482916\\\"\"} passes while the lock screen is not showing.",
            .expectRefused),
        Entry(
            "read_screen", "Read the screen",
            "Draw the app's current screen as text (title, PIN dots ●●○○○○, error line, biometric button, alert, "
                + "sensor and clock) with the full state as JSON. Changes nothing. No arguments: {}.",
            .readScreen, readOnly: true),
        Entry(
            "reset", "Reset the session",
            "Throw the session away and start a fresh one with the same device, policy and passcode (the "
                + "recording starts over). No arguments: {}.",
            .reset),
        Entry(
            "save_recording", "Save the recording",
            "Return everything applied since the start or the last reset as a LockHarness scenario file (YAML) "
                + "that `lockharness run FILE` replays to the same final state; with `path`, also write it there. "
                + "Arguments: `path` (optional file path), e.g. {\"path\": \"/tmp/session.yaml\"}.",
            .saveRecording),
    ]

    /// The entry called `name`.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The MCP tools, schemas and descriptions generated from the vocabularies.
    public static var tools: [Tool] { entries.map(tool(for:)) }

    /// The MCP tool of `entry`.
    public static func tool(for entry: Entry) -> Tool {
        Tool(
            name: entry.name, title: entry.title, description: description(of: entry),
            inputSchema: inputSchema(of: entry),
            annotations: .init(
                title: entry.title, readOnlyHint: entry.readOnly, destructiveHint: entry.action == .reset,
                idempotentHint: entry.readOnly, openWorldHint: false))
    }

    /// The description: purpose, arguments with an example, and what the result holds.
    static func description(of entry: Entry) -> String {
        switch entry.action {
        case .step(let area):
            let specs = StepVocabulary.steps(in: area)
            var lines = [
                entry.purpose,
                "Pass exactly one property, named after the step to apply; its value is the step's argument "
                    + "(`true` for a step without one):",
            ]
            for spec in specs {
                let example = StepArgumentSchema.exampleArguments(of: spec).first ?? .bool(true)
                let call = (try? StepArgumentJSON.flowYAML(.object([spec.name: example]))) ?? spec.name
                lines.append("- `\(spec.name)`: \(spec.help). Example: \(call)")
            }
            lines.append(resultNote)
            return lines.joined(separator: "\n")
        case .applySteps:
            return [
                entry.purpose,
                "Argument `steps`: a list of strings, one step each. Example: {\"steps\": [\"launch\", "
                    + "\"background\", \"advance: 16m\", \"foreground\", \"enter-pin: \\\"000000\\\"\", "
                    + "\"sensor: {matching: true}\", \"tap-biometric\"]}.",
                "Steps:",
            ].joined(separator: "\n") + "\n" + StepVocabulary.helpLines(column: 0).map { "- " + $0 }.joined(separator: "\n")
                + "\n" + resultNote
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
                "minProperties": 1, "maxProperties": 1, "additionalProperties": false,
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
                "required": ["steps"], "additionalProperties": false,
            ]
        case .expect:
            return [
                "type": "object",
                "properties": .object(
                    Dictionary(
                        uniqueKeysWithValues: ExpectFieldVocabulary.fields.map { field in
                            (field.name, expectFieldSchema(field))
                        })),
                "minProperties": 1, "additionalProperties": false,
            ]
        case .expectRefused:
            return [
                "type": "object",
                "properties": [
                    "step": ["type": "string", "description": "the step in scenario syntax, e.g. `open-settings`"]
                ],
                "required": ["step"], "additionalProperties": false,
            ]
        case .saveRecording:
            return [
                "type": "object",
                "properties": [
                    "path": ["type": "string", "description": "a file to write the scenario to (its directory must exist)"]
                ],
                "additionalProperties": false,
            ]
        case .readScreen, .reset:
            return ["type": "object", "properties": [:], "additionalProperties": false]
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
        let example = field.kind == .duration ? " (a duration such as `16m1s`)" : ""
        return ["type": type, "description": .string(field.doc + example)]
    }
}
