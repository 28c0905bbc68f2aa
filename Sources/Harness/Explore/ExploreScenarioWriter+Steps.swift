import Biometrics
import LockCore
import LockFlows

extension ExploreScenarioWriter {
    /// Each input as one item of a scenario's `steps:` list, without the leading `- ` (`advance: 1m`,
    /// `enter-pin: "482916"`, `sensor: {queue: [noMatch, match]}`), in the syntax ``ScenarioStepInterpreter`` reads.
    ///
    /// Lossless for every input the explorer generates; `set-wall-clock` keeps whole seconds only.
    public static func serialize(_ inputs: [SessionInput]) -> [String] { inputs.map(step) }

    /// One input as a step.
    public static func step(_ input: SessionInput) -> String {
        switch input {
        case .launch: return "launch"
        case .terminate: return "terminate"
        case .scene(let phase): return "scene: \(phase.rawValue)"
        case .background: return "background"
        case .foreground: return "foreground"
        case .advance(let duration): return "advance: \(ScenarioDuration.format(duration))"
        case .setWallClock(let date): return "set-wall-clock: \(date.nanosecondsSince1970 / 1_000_000_000)"
        case .shiftWallClock(let offset): return "shift-wall-clock: \(quoted(ScenarioDuration.format(offset)))"
        case .deviceSleep(let duration): return "sleep: \(ScenarioDuration.format(duration))"
        case .reboot(let downtime): return downtime == .zero ? "reboot" : "reboot: \(ScenarioDuration.format(downtime))"
        case .digit(let digit): return "digit: \(quoted(String(digit)))"
        case .delete: return "delete"
        case .enterPIN(let pin): return "enter-pin: \(quoted(pin))"
        case .tapBiometric: return "tap-biometric"
        case .forgotPasscode: return "forgot-passcode"
        case .forgotAlert(let choice):
            switch choice {
            case .cancel: return "forgot-alert: cancel"
            case .sendResetEmail: return "forgot-alert: send-reset-email"
            case .logout: return "forgot-alert: logout"
            }
        case .enterEmailedResetCode: return "enter-reset-code"
        case .sensor(let change): return sensorStep(change)
        case .openSettings: return "open-settings"
        case .closeSettings: return "close-settings"
        case .togglePasscode(let on): return "toggle-passcode: \(on)"
        case .toggleBiometric(let on): return "toggle-biometric: \(on)"
        case .changePasscode: return "change-passcode"
        case .cancelSheet: return "cancel"
        case .setTimeout(let minutes): return "set-timeout: \(minutes)"
        case .logout: return "logout"
        case .login: return "login"
        case .forgotPassword: return "forgot-password"
        case .typeEmail(let text): return "type-email: \(quoted(text))"
        case .typePassword(let text): return "type-password: \(quoted(text))"
        case .typeConfirmPassword(let text): return "type-confirm-password: \(quoted(text))"
        case .toggleShowPassword(let field): return "toggle-show-password: \(field.rawValue)"
        case .submit: return "submit"
        case .acknowledgeAlert: return "acknowledge-alert"
        case .backToLogin: return "back-to-login"
        case .openURL(let url): return "open-url: \(quoted(url))"
        case .openEmailedLink: return "open-emailed-link"
        case .apiLatency(let endpoint, let latency):
            return "api-latency: {endpoint: \(Self.passwordResetEndpointNames[endpoint]!), latency: \(ScenarioDuration.format(latency))}"
        case .apiFailure(let fault):
            let endpoint: String
            switch fault.endpoint {
            case .passcode(let e): endpoint = e.rawValue
            case .passwordReset(let e): endpoint = Self.passwordResetEndpointNames[e]!
            }
            let count = fault.count
            let errorText: String
            switch fault.error {
            case .timeout: errorText = "timeout"
            case .server(let status, let message): errorText = "{status: \(status), message: \(quoted(message))}"
            default: errorText = "offline"
            }
            return "api-failure: {endpoint: \(endpoint), error: \(errorText), count: \(count)}"
        }
    }

    static func sensorStep(_ change: SensorChange) -> String {
        switch change {
        case .matching(let on): return "sensor: {matching: \(on)}"
        case .enrolled(let on): return "sensor: {enrolled: \(on)}"
        case .hardware(let hardware): return "sensor: {hardware: \(hardware.rawValue)}"
        case .devicePasscodeSet(let on): return "sensor: {passcodeSet: \(on)}"
        case .queue(let attempts): return "sensor: {queue: [\(attempts.map(\.name).joined(separator: ", "))]}"
        case .latency(let latency): return "sensor: {latency: \(ScenarioDuration.format(latency))}"
        case .changeEnrollment: return "change-enrollment"
        case .osUpgradeRotation: return "os-upgrade-rotation"
        }
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension ExploreScenarioWriter {
    /// The names `api-failure` uses for seed 002's endpoints.
    static let passwordResetEndpointNames: [PasswordResetEndpoint: String] = [
        .forgotPassword: "forgot-password", .verifyResetToken: "verify-reset-token", .resetPassword: "reset-password",
    ]
}
