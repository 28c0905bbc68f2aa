import Biometrics
import LockCore
import LockFlows

extension ScenarioStepInterpreter {
    static let sensorKeys = ["matching", "enrolled", "hardware", "passcodeSet", "queue", "latency"]

    static func sensorChange(_ value: ScenarioValue) throws(ScenarioError) -> SensorChange {
        let entry = try value.singleEntry()
        let argument = entry.value
        switch entry.key {
        case "matching": return .matching(try argument.bool())
        case "enrolled": return .enrolled(try argument.bool())
        case "hardware":
            let names = SimulatedBiometricDevice.Hardware.allCases.map(\.rawValue)
            return .hardware(SimulatedBiometricDevice.Hardware(rawValue: try argument.choice(of: names))!)
        case "passcodeSet": return .devicePasscodeSet(try argument.bool())
        case "queue":
            var attempts: [ScriptedAttempt] = []
            for item in argument.listOrSingle() {
                let name = try item.text()
                guard let attempt = ScriptedAttempt(named: name) else {
                    throw ScenarioError(
                        .invalidChoice(
                            name, allowed: ScriptedAttempt.allNames,
                            suggestion: ScenarioSuggestion.closest(to: name, among: ScriptedAttempt.allNames)),
                        at: item)
                }
                attempts.append(attempt)
            }
            return .queue(attempts)
        case "latency": return .latency(try nonNegative(argument))
        default:
            throw ScenarioError(
                .unknownKey(entry.key, allowed: sensorKeys, suggestion: ScenarioSuggestion.closest(to: entry.key, among: sensorKeys)),
                at: entry.keyLocation, path: value.path)
        }
    }

    static func apiFailure(_ value: ScenarioValue) throws(ScenarioError) -> SessionInput {
        try value.checkKeys(allowed: ["endpoint", "error", "count"])
        let endpointValue = try value.requiredField("endpoint")
        let resetNames = ExploreScenarioWriter.passwordResetEndpointNames
        let name = try endpointValue.choice(of: PasscodeEndpoint.allCases.map(\.rawValue) + resetNames.values.sorted())
        let endpoint: BackendFault.Endpoint =
            if let passcode = PasscodeEndpoint(rawValue: name) { .passcode(passcode) } else {
                .passwordReset(resetNames.first { $0.value == name }!.key)
            }
        let errorValue = try value.requiredField("error")
        let error: PasscodeAPIError
        if case .map = errorValue.kind {
            try errorValue.checkKeys(allowed: ["status", "message"])
            error = .server(
                status: try errorValue.requiredField("status").int(), message: try errorValue.requiredField("message").text())
        } else {
            switch try errorValue.choice(of: ["timeout", "offline"]) {
            case "timeout": error = .timeout
            default: error = .transport("The Internet connection appears to be offline.")
            }
        }
        let count = try value.field("count")?.int() ?? 1
        guard (1...1000).contains(count) else {
            throw ScenarioError(.typeMismatch(expected: "a count in 1...1000", found: String(count)), at: value)
        }
        return .apiFailure(BackendFault(endpoint: endpoint, error: error, count: count))
    }

    static func expectations(_ value: ScenarioValue) throws(ScenarioError) -> [ExpectedField] {
        var fields: [ExpectedField] = []
        for entry in try value.entries() {
            guard let read = SessionSnapshot.fields[entry.key] else {
                let names = SessionSnapshot.fields.keys.sorted()
                throw ScenarioError(
                    .unknownKey(entry.key, allowed: names, suggestion: ScenarioSuggestion.closest(to: entry.key, among: names)),
                    at: entry.keyLocation, path: ScenarioValue.childPath(value.path, entry.key))
            }
            let kind = read(.blank)
            let wanted: SnapshotValue
            switch (kind, entry.value.kind) {
            case (_, .null): wanted = .none
            case (.bool, _): wanted = .bool(try entry.value.bool())
            case (.int, _): wanted = .int(try entry.value.int())
            default: wanted = .string(try entry.value.text())
            }
            fields.append(ExpectedField(name: entry.key, value: wanted, location: entry.value.location))
        }
        return fields
    }
}

extension SessionSnapshot {
    /// A snapshot with every field at its zero value: used to learn each field's type.
    static let blank = SessionSnapshot(
        screen: "", locked: false, stepTitle: nil, error: nil, dots: 0, shakeCount: 0, biometricButton: false,
        prompt: false, promptCount: 0, cover: false, phase: "", lockCycle: 0, loading: false, forgotAlert: false,
        loggedIn: false, passcodeEnabled: false, biometricEnabled: false, biometricDisabledByEnrollmentChange: false,
        timeoutMinutes: 0, securityLabel: "", settingsSections: "", passcodeFailures: 0, passcodeDelaySeconds: 0,
        verifierWiped: false, biometryType: "", sensorHardware: "", sensorEnrolled: false, sensorFailures: 0,
        attemptsLeft: 0, lockout: "", lastOutcome: nil, unconsumedScript: [], resetCodesSent: 0, elapsedSeconds: 0)
}
