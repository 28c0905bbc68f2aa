import Biometrics
import HarnessSession
import LockCore

/// Every field `expect` can check, in one ordered table of ``ExpectFieldSpec``s: the `expect` parser, the
/// comparison in scenario runs and live sessions, `state`'s JSON and the field table in docs/scenarios.md all come from it.
/// A new field is one entry here plus the ``SessionSnapshot`` property it reads.
public enum ExpectFieldVocabulary {
    /// Every field, in the order `state` prints them.
    public static let fields: [ExpectFieldSpec] = [
        .text("screen", "the screen on top") { $0.screen }.choosing(from: ScreenName.names),
        .bool("locked", "whether the lock screen is showing") { $0.locked },
        .optionalText(
            "title", "the top screen's step title (\"Confirm passcode\", \"Enter Passcode\", ...)", in: .topScreen
        ) {
            $0.stepTitle
        },
        .optionalText("error", "the top screen's red error line", in: .topScreen) { $0.error },
        .int("dots", "filled PIN dots on the top screen", in: .topScreen) { $0.dots },
        .int("shakeCount", "shakes so far on the top screen", in: .topScreen) { $0.shakeCount },
        .bool("biometricButton", "whether the lock screen shows the biometric button") { $0.biometricButton },
        .bool("prompt", "whether a biometric prompt is on screen") { $0.prompt }.readFromPhone(.prompt),
        .int("promptCount", "biometric prompts started since the session began") { $0.promptCount }.readFromPhone(
            .promptCount),
        .bool("cover", "whether the privacy cover is showing") { $0.cover },
        .text("phase", "the scene phase") { $0.phase }.choosing(from: ScenePhase.allCases.map(\.rawValue)),
        .int("lockCycle", "the lock cycle (a biometric success counts for the current cycle only)") { $0.lockCycle }
            .modelOnly(),
        .bool("loading", "whether a spinner replaces the number pad", in: .topScreen) { $0.loading },
        .bool("forgotAlert", "whether the \"Forgot Passcode?\" alert is showing") { $0.forgotAlert },
        .bool("loggedIn", "whether the user is logged in") { $0.loggedIn },
        .bool("passcodeEnabled", "whether a passcode is set and the lock is on") { $0.passcodeEnabled },
        .bool("biometricEnabled", "whether biometric unlock is on") { $0.biometricEnabled },
        .bool("enrollmentChanged", "whether an enrollment change turned biometric unlock off") {
            $0.biometricDisabledByEnrollmentChange
        }.modelOnly(),
        .int("timeout", "the lock timeout in minutes") { $0.timeoutMinutes },
        .text(
            "securityLabel", "the settings' Security row label (\"Passcode & Face ID\")", in: .settings
        ) { $0.securityLabel },
        .text(
            "settingsSections",
            "visible settings sections, comma-separated (empty when settings are closed)",
            in: .settings
        ) {
            $0.settingsSections
        },
        .int("passcodeFailures", "consecutive wrong passcodes counted by the policy") { $0.passcodeFailures }
            .modelOnly(),
        .int("passcodeDelay", "seconds until passcode entry opens again (0 when open)") { $0.passcodeDelaySeconds }
            .modelOnly(),
        .bool("verifierWiped", "whether the local passcode verifier was wiped") { $0.verifierWiped }.modelOnly(),
        .text("biometry", "the biometry type the service reports") {
            $0.biometryType
        }.choosing(from: BiometryType.allCases.map(\.rawValue)),
        .optionalText(
            "biometricUnavailable",
            "why biometry cannot be used now (null when it can)"
        ) { $0.biometricUnavailable }.modelOnly().choosing(from: BiometricOutcome.allCases.map(\.rawValue)),
        .text(
            "sensorHardware", "the sensor's hardware", in: .sensor
        ) { $0.sensorHardware }.readFromPhone(.sensorHardware).choosing(
            from: SimulatedBiometricDevice.Hardware.allCases.map(\.rawValue)),
        .bool("sensorEnrolled", "whether a face or finger is enrolled", in: .sensor) { $0.sensorEnrolled }
            .readFromPhone(.sensorEnrolled),
        .int("sensorFailures", "consecutive sensor failures", in: .sensor) { $0.sensorFailures }.readFromPhone(
            .sensorFailures),
        .int(
            "attemptsLeft", "sensor attempts left before it locks out (-1 when it never does)", in: .sensor
        ) { $0.attemptsLeft }.readFromPhone(.attemptsLeft),
        .text(
            "lockout", "the sensor's lockout", in: .sensor
        ) { $0.lockout }.readFromPhone(.lockout).choosing(
            from: SimulatedLockout.fixedDescriptions, orStartingWith: "until "),
        .optionalText("lastOutcome", "the outcome of the last biometric prompt") { $0.lastOutcome }.readFromPhone(
            .lastOutcome
        )
        .choosing(from: BiometricOutcome.allCases.map(\.rawValue)),
        .optionalText(
            "hint",
            "the prompt's hint after an unusable scan (Android and Linux show one; iOS, iPadOS and macOS never do)"
        ) { $0.hint },
        .int("unconsumed", "scripted sensor outcomes not consumed yet (a case fails if any are left)", in: .sensor) {
            $0.unconsumedScript.count
        }.readFromPhone(.unconsumedScript),
        .duration(
            "sensorLatency",
            "the simulated sensor's time per attempt (the device profile's, or `sensor: {latency: ...}`)", in: .sensor
        ) { $0.sensorLatency }.readFromPhone(.sensorLatency),
        .int("resetCodesSent", "reset codes the backend emailed so far", in: .mail) { $0.resetCodesSent },
        .text(
            "passcodeToggleTitle", "the settings' passcode toggle title (\"Passcode Lock\")", in: .settings
        ) { $0.passcodeToggleTitle },
        .text("passcodeToggleSubtitle", "the passcode toggle's subtitle", in: .settings) { $0.passcodeToggleSubtitle },
        .text(
            "biometricToggleTitle", "the settings' biometric toggle title (\"Face ID\")", in: .settings
        ) { $0.biometricToggleTitle },
        .text(
            "biometricToggleSubtitle", "the biometric toggle's subtitle", in: .settings
        ) { $0.biometricToggleSubtitle },
        .optionalText(
            "alert", "the title of the alert on top (\"Forgot Passcode?\", \"Check Your Email\", ...)", in: .topScreen
        ) {
            $0.alert
        },
        .optionalText("alertMessage", "the alert's message", in: .topScreen) { $0.alertMessage },
        .optionalText("alertButtons", "the alert's buttons, comma-separated", in: .topScreen) { $0.alertButtons },
        .text("email", "the forgot-password screen's email field", in: .topScreen) { $0.email },
        .bool("canSubmit", "whether the top form's submit button is enabled", in: .topScreen) { $0.canSubmit },
        .optionalText("link", "the reset screen's link state", in: .topScreen) { $0.link }
            .choosing(from: ResetLinkState.names),
        .optionalText("accountLine", "\"For: <email>\" on the reset form", in: .topScreen) { $0.accountLine },
        .int("passwordLength", "characters typed in \"New Password\"", in: .topScreen) { $0.passwordLength },
        .int(
            "confirmPasswordLength", "characters typed in \"Confirm Password\"", in: .topScreen
        ) { $0.confirmPasswordLength },
        .bool("passwordVisible", "whether \"New Password\" shows its text", in: .topScreen) { $0.passwordVisible },
        .bool(
            "confirmPasswordVisible", "whether \"Confirm Password\" shows its text", in: .topScreen
        ) { $0.confirmPasswordVisible },
        .text(
            "unmetRequirements", "requirement rows not met yet, comma-separated", in: .topScreen
        ) { $0.unmetRequirements },
        .int(
            "requirementRows", "requirement rows showing (5 once something is typed)", in: .topScreen
        ) { $0.requirementRows },
        .int("emailsSent", "emails sent so far (reset codes and reset links)", in: .mail) { $0.emailsSent },
        .optionalText("lastEmailTo", "the address of the last email", in: .mail) { $0.lastEmailTo },
        .bool("linkPending", "whether a deep link waits for unlock") { $0.linkPending }.modelOnly(),
        .optionalText("linkIgnored", "why the last open-url was ignored") { $0.linkIgnored }.modelOnly(),
        .duration("elapsed", "continuous time since the session started, to the millisecond") {
            .milliseconds(Int64(($0.elapsedSeconds * 1000).rounded()))
        },
    ]

    /// Every field name, in table order.
    public static let names: [String] = fields.map(\.name)

    /// The phone's fields (``ExpectFieldSpec/Source/phone``): what LockHarness's simulated phone supplies for any
    /// app on it, and nobody for a worker without one unless it reports them itself.
    public static let phoneFieldNames: Set<String> = Set(fields.filter { $0.phoneReading != nil }.map(\.name))

    private static let byName: [String: ExpectFieldSpec] = Dictionary(fields.map { ($0.name, $0) }) { first, _ in first
    }

    /// The field called `name`, if any.
    public static func field(named name: String) -> ExpectFieldSpec? { byName[name] }

    /// Reads the argument of `expect: {...}`: each key must name a field (else the error suggests the closest),
    /// each value must have the field's form.
    public static func expectations(_ value: ScenarioValue) throws(ScenarioError) -> [ExpectedField] {
        var expected: [ExpectedField] = []
        for entry in try value.entries() {
            guard let field = byName[entry.key] else {
                throw ScenarioError(
                    .unknownKey(
                        entry.key, allowed: names, suggestion: NameSuggestion.closest(to: entry.key, among: names)),
                    at: entry.keyLocation, path: ScenarioValue.childPath(value.path, entry.key))
            }
            let wanted = try field.wanted(entry.value)
            expected.append(ExpectedField(name: entry.key, value: wanted, location: entry.value.location))
        }
        return expected
    }

    /// Every field of `snapshot` as one line of JSON, in table order, with exactly the names and value forms
    /// `expect` reads: `expect: <this>` holds for the snapshot it was printed from.
    public static func stateJSON(_ snapshot: SessionSnapshot) -> String {
        "{" + fields.map { "\(jsonString($0.name)): \(json($0.value(in: snapshot)))" }.joined(separator: ", ") + "}"
    }

    /// The fields as a Markdown table (`| field | value | what it is |`), as docs/scenarios.md lists them.
    public static var markdownTable: String {
        var lines = ["| field | value | what it is |", "|---|---|---|"]
        for field in fields {
            lines.append(
                "| `\(field.name)` | \(field.kind.rawValue) | \(StepVocabulary.markdownCell(field.documentation)) |")
        }
        return lines.joined(separator: "\n")
    }

    package static func json(_ value: SnapshotValue) -> String {
        switch value {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .string(let text): return jsonString(text)
        case .none: return "null"
        }
    }

    /// A JSON string that is also a YAML double-quoted scalar (every non-printable character escaped).
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
