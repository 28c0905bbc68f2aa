import Foundation
import Biometrics
import LockCore
import LockFlows

/// Gives scenario steps their meaning: each ``ScenarioStep`` becomes a ``ScenarioStepKind``, or an error that
/// names the file, line, column and field, with a suggestion for misspelled names.
///
/// | step | argument |
/// |---|---|
/// | `launch`, `terminate`, `background`, `foreground` | none |
/// | `scene` | `active` \| `inactive` \| `background` |
/// | `advance`, `sleep` | a duration (`10s`, `16m`, `1h30m`) |
/// | `reboot` | optional downtime |
/// | `set-wall-clock` | seconds since 1970 · `shift-wall-clock`: a signed duration (`-1h`) |
/// | `digit` | one digit · `delete` · `enter-pin`: six digits (quoted) |
/// | `tap-biometric`, `forgot-passcode`, `enter-reset-code` | none · `forgot-alert`: `cancel` \| `send-reset-email` \| `logout` |
/// | `sensor` | `{matching, enrolled, hardware, passcodeSet, queue: [...], latency}` |
/// | `change-enrollment`, `os-upgrade-rotation` | none |
/// | `open-settings`, `close-settings`, `change-passcode`, `cancel`, `logout`, `login` | none |
/// | `toggle-passcode`, `toggle-biometric` | a boolean · `set-timeout`: minutes |
/// | `api-failure` | `{endpoint, error: timeout \| offline \| {status, message}, count}` |
/// | `expect` | a map of snapshot fields (see ``SessionSnapshot/fields``) |
public enum ScenarioStepInterpreter {
    /// Every step name.
    public static let stepNames = [
        "launch", "terminate", "scene", "background", "foreground", "advance", "sleep", "reboot", "set-wall-clock",
        "shift-wall-clock", "digit", "delete", "enter-pin", "tap-biometric", "forgot-passcode", "forgot-alert",
        "enter-reset-code", "sensor", "change-enrollment", "os-upgrade-rotation", "open-settings", "close-settings",
        "toggle-passcode", "toggle-biometric", "change-passcode", "cancel", "set-timeout", "logout", "login",
        "api-failure", "expect", "forgot-password", "type-email", "type-password", "type-confirm-password",
        "toggle-show-password", "submit", "acknowledge-alert", "back-to-login", "open-url", "open-emailed-link",
        "refused", "api-latency",
    ]

    /// The meaning of `step`.
    public static func interpret(_ step: ScenarioStep) throws(ScenarioError) -> ScenarioStepKind {
        let argument = step.argument
        switch step.name {
        case "launch": return .input(.launch)
        case "terminate": return .input(.terminate)
        case "background": return .input(.background)
        case "foreground": return .input(.foreground)
        case "scene":
            let phase = try argument.choice(of: ["active", "inactive", "background"])
            return .input(.scene(ScenePhase(rawValue: phase)!))
        case "advance": return .input(.advance(try nonNegative(argument)))
        case "sleep": return .input(.deviceSleep(try nonNegative(argument)))
        case "reboot": return .input(.reboot(downtime: argument.isNull ? .zero : try nonNegative(argument)))
        case "set-wall-clock":
            return .input(.setWallClock(WallClockInstant(secondsSince1970: Int64(try argument.int()))))
        case "shift-wall-clock": return .input(.shiftWallClock(try signedDuration(argument)))
        case "digit":
            let text = try argument.text()
            guard text.count == 1, let digit = text.first, digit.isASCII, digit.isNumber else {
                throw ScenarioError(.typeMismatch(expected: "one digit 0-9", found: "'\(text)'"), at: argument)
            }
            return .input(.digit(digit))
        case "delete": return .input(.delete)
        case "enter-pin":
            let text = try argument.text()
            guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw ScenarioError(
                    .typeMismatch(expected: "up to six ASCII digits (quote it: \"012345\")", found: "'\(text)'"),
                    at: argument)
            }
            return .input(.enterPIN(text))
        case "tap-biometric": return .input(.tapBiometric)
        case "forgot-passcode": return .input(.forgotPasscode)
        case "forgot-alert":
            let choice = try argument.choice(of: ["cancel", "send-reset-email", "logout"])
            let map: [String: LockScreenModel.ForgotAlertChoice] = [
                "cancel": .cancel, "send-reset-email": .sendResetEmail, "logout": .logout,
            ]
            return .input(.forgotAlert(map[choice]!))
        case "enter-reset-code": return .input(.enterEmailedResetCode)
        case "sensor": return .input(.sensor(try sensorChange(argument)))
        case "change-enrollment": return .input(.sensor(.changeEnrollment))
        case "os-upgrade-rotation": return .input(.sensor(.osUpgradeRotation))
        case "open-settings": return .input(.openSettings)
        case "close-settings": return .input(.closeSettings)
        case "toggle-passcode": return .input(.togglePasscode(try argument.bool()))
        case "toggle-biometric": return .input(.toggleBiometric(try argument.bool()))
        case "change-passcode": return .input(.changePasscode)
        case "cancel": return .input(.cancelSheet)
        case "set-timeout": return .input(.setTimeout(minutes: try argument.int()))
        case "logout": return .input(.logout)
        case "login": return .input(.login)
        case "api-failure": return .input(try apiFailure(argument))
        case "expect": return .expect(try expectations(argument))
        case "forgot-password": return .input(.forgotPassword)
        case "type-email": return .input(.typeEmail(try argument.text()))
        case "type-password": return .input(.typePassword(try argument.text()))
        case "type-confirm-password": return .input(.typeConfirmPassword(try argument.text()))
        case "toggle-show-password":
            let field = try argument.choice(of: ResetPasswordModel.Field.allCases.map(\.rawValue))
            return .input(.toggleShowPassword(ResetPasswordModel.Field(rawValue: field)!))
        case "submit": return .input(.submit)
        case "acknowledge-alert": return .input(.acknowledgeAlert)
        case "back-to-login": return .input(.backToLogin)
        case "open-url": return .input(.openURL(try urlArgument(argument)))
        case "open-emailed-link": return .input(.openEmailedLink)
        case "api-latency":
            try argument.checkKeys(allowed: ["endpoint", "latency"])
            let names = ExploreScenarioWriter.passwordResetEndpointNames
            let name = try argument.requiredField("endpoint").choice(of: names.values.sorted())
            let endpoint = names.first { $0.value == name }!.key
            return .input(.apiLatency(endpoint, try nonNegative(try argument.requiredField("latency"))))
        case "refused":
            let inner = try ScenarioStep.parse(argument, index: step.index)
            guard case .input(let input) = try interpret(inner) else {
                throw ScenarioError(.typeMismatch(expected: "a step that does something", found: "expect"), at: argument)
            }
            return .refused(input)
        default:
            throw ScenarioError(
                .unknownKey(step.name, allowed: stepNames, suggestion: ScenarioSuggestion.closest(to: step.name, among: stepNames)),
                at: step.location, path: step.path)
        }
    }

    /// A URL as `open-url` takes it: any text URLComponents accepts that has a scheme. Whether the app
    /// handles it is the session's business (an ignored link is data, not a parse error).
    static func urlArgument(_ value: ScenarioValue) throws(ScenarioError) -> String {
        let text = try value.text()
        guard let components = URLComponents(string: text), components.scheme != nil else {
            throw ScenarioError(
                .typeMismatch(expected: "a URL with a scheme, e.g. \"artitec://reset-password?token=abc\"", found: "'\(text)'"),
                at: value)
        }
        return text
    }

    static func nonNegative(_ value: ScenarioValue) throws(ScenarioError) -> Duration {
        let duration = try value.duration()
        if duration < .zero {
            throw ScenarioError(.typeMismatch(expected: "a duration of 0 or more", found: "\(duration)"), at: value)
        }
        return duration
    }

    static func signedDuration(_ value: ScenarioValue) throws(ScenarioError) -> Duration {
        let text = try value.text()
        if text.hasPrefix("-") {
            let magnitude = try ScenarioDuration.parse(String(text.dropFirst()))
            return .zero - magnitude
        }
        return try ScenarioDuration.parse(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }
}
