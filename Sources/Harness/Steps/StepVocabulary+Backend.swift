import LockFlows

extension StepVocabulary {
    /// The transport error `api-failure`'s `offline` stands for.
    static let offlineError = PasscodeAPIError.transport("The Internet connection appears to be offline.")

    /// The backend.
    static let backendSteps: [StepSpec] = [
        StepSpec(
            "api-failure", "{endpoint: set-passcode, error: timeout, count: 1}",
            help: "make the next `count` calls to `endpoint` ("
                + PasscodeEndpoint.allCases.map(\.rawValue).joined(separator: ", ")
                + ") fail with `error`: timeout, offline or {status: 500, message: ...}; `count` defaults to 1",
            examples: [
                .apiFailure(.setPasscode, .timeout, count: 1), .apiFailure(.me, offlineError, count: 3),
                .apiFailure(.verifyPasscode, .server(status: 500, message: "Boom \"quoted\""), count: 2),
            ],
            parse: { argument throws(ScenarioError) in try apiFailure(argument) },
            print: { input in
                guard case .apiFailure(let endpoint, let error, let count) = input else { return nil }
                let errorText: String
                switch error {
                case .timeout: errorText = "timeout"
                case .server(let status, let message): errorText = "{status: \(status), message: \(quoted(message))}"
                case offlineError: errorText = "offline"
                default: return nil  // no syntax for other transport or response errors
                }
                return .text("{endpoint: \(endpoint.rawValue), error: \(errorText), count: \(count)}")
            }),
    ]

    /// Reads `api-failure: {endpoint, error, count}`.
    static func apiFailure(_ value: ScenarioValue) throws(ScenarioError) -> SessionInput {
        try value.checkKeys(allowed: ["endpoint", "error", "count"])
        let endpointValue = try value.requiredField("endpoint")
        let endpoint = PasscodeEndpoint(
            rawValue: try endpointValue.choice(of: PasscodeEndpoint.allCases.map(\.rawValue)))!
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
        return .apiFailure(endpoint, error, count: count)
    }
}
