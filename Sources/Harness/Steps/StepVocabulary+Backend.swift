import LockFlows

extension StepVocabulary {
    /// The transport error `api-failure`'s `offline` stands for.
    static let offlineError = PasscodeAPIError.transport("The Internet connection appears to be offline.")

    /// The backend.
    static let backendSteps: [StepSpec] = [
        StepSpec(
            "api-failure", "{endpoint: set-passcode, error: timeout, count: 1}",
            help: "make the next `count` calls to `endpoint` ("
                + endpointNames.joined(separator: ", ")
                + ") fail with `error`: timeout, offline or {status: 500, message: ...}; `count` defaults to 1",
            examples: [
                .apiFailure(BackendFault(endpoint: .passcode(PasscodeRoutes.setPasscode.endpoint), error: .timeout, count: 1)),
                .apiFailure(BackendFault(endpoint: .passcode(PasscodeRoutes.me.endpoint), error: offlineError, count: 3)),
                .apiFailure(
                    BackendFault(
                        endpoint: .passcode(PasscodeRoutes.verifyPasscode.endpoint), error: .server(status: 500, message: "Boom \"quoted\""),
                        count: 2)),
                .apiFailure(BackendFault(endpoint: .passwordReset(.forgotPassword), error: offlineError, count: 1)),
            ],
            parse: { argument throws(ScenarioError) in try apiFailure(argument) },
            print: { input in
                guard case .apiFailure(let fault) = input else { return nil }
                let errorText: String
                switch fault.error {
                case .timeout: errorText = "timeout"
                case .server(let status, let message): errorText = "{status: \(status), message: \(quoted(message))}"
                case offlineError: errorText = "offline"
                default: return nil  // no syntax for other transport or response errors
                }
                return .text("{endpoint: \(name(of: fault.endpoint)), error: \(errorText), count: \(fault.count)}")
            }),
        StepSpec(
            "api-latency", "{endpoint: set-passcode, latency: 2s}",
            help: "from now on, answers from an endpoint (as for api-failure) arrive after `latency` of virtual time; "
                + "the screen shows its loading state meanwhile",
            examples: [
                .apiLatency(.passwordReset(.forgotPassword), .seconds(2)),
                .apiLatency(.passwordReset(.resetPassword), .milliseconds(250)),
                .apiLatency(.passcode(PasscodeRoutes.setPasscode.endpoint), .seconds(1)),
            ],
            parse: { argument throws(ScenarioError) in
                try argument.checkKeys(allowed: ["endpoint", "latency"])
                let endpoint = try endpoint(try argument.requiredField("endpoint"))
                return .apiLatency(endpoint, try nonNegative(try argument.requiredField("latency")))
            },
            print: { input in
                guard case .apiLatency(let endpoint, let latency) = input else { return nil }
                return .text("{endpoint: \(name(of: endpoint)), latency: \(ScenarioDuration.format(latency))}")
            }),
    ]

    /// Reads `api-failure: {endpoint, error, count}`.
    static func apiFailure(_ value: ScenarioValue) throws(ScenarioError) -> SessionInput {
        try value.checkKeys(allowed: ["endpoint", "error", "count"])
        let endpoint = try endpoint(try value.requiredField("endpoint"))
        let errorValue = try value.requiredField("error")
        let error: PasscodeAPIError
        if case .map = errorValue.kind {
            try errorValue.checkKeys(allowed: ["status", "message"])
            error = .server(
                status: try errorValue.requiredField("status").int(), message: try errorValue.requiredField("message").text())
        } else {
            switch try errorValue.choice(of: ["timeout", "offline"]) {
            case "timeout": error = .timeout
            default: error = offlineError
            }
        }
        let count = try value.field("count")?.int() ?? 1
        guard (1...1000).contains(count) else {
            throw ScenarioError(.typeMismatch(expected: "a count in 1...1000", found: String(count)), at: value)
        }
        return .apiFailure(BackendFault(endpoint: endpoint, error: error, count: count))
    }

    /// The names `api-failure` and `api-latency` use for seed 002's endpoints.
    static let passwordResetEndpointNames: [PasswordResetEndpoint: String] = [
        .forgotPassword: "forgot-password", .verifyResetToken: "verify-reset-token", .resetPassword: "reset-password",
        .login: "login",
    ]

    /// Every endpoint name `api-failure` takes: the passcode API's, then seed 002's.
    static let endpointNames: [String] =
        PasscodeEndpoint.allCases.map(\.name) + PasswordResetEndpoint.allCases.map { passwordResetEndpointNames[$0]! }

    /// Reads an endpoint name (`set-passcode`, `forgot-password`, ...).
    static func endpoint(_ value: ScenarioValue) throws(ScenarioError) -> BackendFault.Endpoint {
        let name = try value.choice(of: endpointNames)
        if let passcode = PasscodeEndpoint(name: name) { return .passcode(passcode) }
        return .passwordReset(passwordResetEndpointNames.first { $0.value == name }!.key)
    }

    static func name(of endpoint: BackendFault.Endpoint) -> String {
        switch endpoint {
        case .passcode(let endpoint): return endpoint.name
        case .passwordReset(let endpoint): return passwordResetEndpointNames[endpoint]!
        }
    }
}
