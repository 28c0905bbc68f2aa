import HarnessSession
import LockFlows

extension StepVocabulary {
    /// The backend.
    static let backendSteps: [StepSpec] = [
        StepSpec(
            "api-failure", "{endpoint: set-passcode, error: timeout, count: 1}",
            help: "make the next `count` calls to `endpoint` ("
                + endpointNames.joined(separator: ", ")
                + ") fail with `error`: timeout, offline or {status: 500, message: ...}; `count` defaults to 1",
            examples: [
                .apiFailure(InjectFaultRequest(route: PasscodeRoutes.setPasscode.endpoint.path, kind: .hang, count: 1)),
                .offline(PasscodeRoutes.me.endpoint, count: 3),
                .apiFailure(
                    InjectFaultRequest(
                        route: PasscodeRoutes.verifyPasscode.endpoint.path, kind: .status, count: 2, status: 500,
                        message: "Boom \"quoted\"")),
                .offline(PasswordResetRoutes.forgotPassword.endpoint, count: 1),
            ],
            parse: { argument throws(ScenarioError) in try apiFailure(argument) },
            print: { input in
                switch input {
                case .offline(let endpoint, let count):
                    return .text("{endpoint: \(endpoint.name), error: offline, count: \(count)}")
                case .apiFailure(let fault):
                    guard let endpoint = APIEndpoint(path: fault.route) else { return nil }
                    let errorText: String
                    switch fault.kind {
                    case .hang: errorText = "timeout"
                    case .status: errorText = "{status: \(fault.answerStatus), message: \(quoted(fault.answerMessage))}"
                    default: return nil  // no syntax for the other kinds
                    }
                    return .text("{endpoint: \(endpoint.name), error: \(errorText), count: \(fault.count ?? 1)}")
                default:
                    return nil
                }
            }
        ).modelOnly(),
        StepSpec(
            "api-latency", "{endpoint: set-passcode, latency: 2s}",
            help: "from now on, answers from an endpoint (as for api-failure) arrive after `latency` of virtual time; "
                + "the screen shows its loading state meanwhile",
            examples: [
                .apiLatency(PasswordResetRoutes.forgotPassword.endpoint, .seconds(2)),
                .apiLatency(PasswordResetRoutes.resetPassword.endpoint, .milliseconds(250)),
                .apiLatency(PasscodeRoutes.setPasscode.endpoint, .seconds(1)),
            ],
            parse: { argument throws(ScenarioError) in
                try argument.checkKeys(allowed: ["endpoint", "latency"])
                let endpoint = try endpoint(try argument.requiredField("endpoint"))
                return .apiLatency(endpoint, try nonNegative(try argument.requiredField("latency")))
            },
            print: { input in
                guard case .apiLatency(let endpoint, let latency) = input else { return nil }
                return .text("{endpoint: \(endpoint.name), latency: \(ScenarioDuration.format(latency))}")
            }
        ).modelOnly(),
    ]

    /// Reads `api-failure: {endpoint, error, count}`: `offline` is the phone's condition
    /// (``SessionInput/offline(_:count:)``); `timeout` and `{status, message}` are the backend's faults, in the
    /// test-mode control's shape (a `hang`, a `status`).
    static func apiFailure(_ value: ScenarioValue) throws(ScenarioError) -> SessionInput {
        try value.checkKeys(allowed: ["endpoint", "error", "count"])
        let endpoint = try endpoint(try value.requiredField("endpoint"))
        let errorValue = try value.requiredField("error")
        let count = try value.field("count")?.int() ?? 1
        guard (1...1000).contains(count) else {
            throw ScenarioError(.typeMismatch(expected: "a count in 1...1000", found: String(count)), at: value)
        }
        if case .map = errorValue.kind {
            try errorValue.checkKeys(allowed: ["status", "message"])
            return .apiFailure(
                InjectFaultRequest(
                    route: endpoint.path, kind: .status, count: count,
                    status: try errorValue.requiredField("status").int(),
                    message: try errorValue.requiredField("message").text()))
        }
        switch try errorValue.choice(of: ["timeout", "offline"]) {
        case "timeout": return .apiFailure(InjectFaultRequest(route: endpoint.path, kind: .hang, count: count))
        default: return .offline(endpoint, count: count)
        }
    }

    /// Every endpoint name `api-failure` takes: the passcode API's, then seed 002's.
    static let endpointNames: [String] = APIEndpoint.allCases.map(\.name)

    /// Reads an endpoint name (`set-passcode`, `forgot-password`, ...).
    static func endpoint(_ value: ScenarioValue) throws(ScenarioError) -> APIEndpoint {
        APIEndpoint(name: try value.choice(of: endpointNames))!
    }
}
