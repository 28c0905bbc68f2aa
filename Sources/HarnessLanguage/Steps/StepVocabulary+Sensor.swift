import Biometrics
import HarnessSession
import LockCore

extension StepVocabulary {
    /// The keys of `sensor: {...}`, one per step.
    static let sensorKeys = ["matching", "enrolled", "hardware", "passcodeSet", "queue", "lockout", "latency"]

    /// The simulated sensor.
    static let sensorSteps: [StepSpec] = [
        StepSpec(
            "sensor", "{matching: false}",
            help: "change the simulated sensor, one key of: matching, enrolled (true/false), hardware ("
                + SimulatedBiometricDevice.Hardware.allCases.map(\.rawValue).joined(separator: "/")
                + "), passcodeSet (true/false), queue: [noMatch, retryTooShort, userCancel, ...] (one outcome per attempt; "
                + "a feedback name such as retryTooShort or partial is an unusable scan: the prompt stays up, "
                + "nothing counts; queue: [] drops what is still queued), lockout: true (locks out now, as too many "
                + "failures do, until the passcode on Face ID and Touch ID; permanent: for good; false: the device "
                + "passcode was entered elsewhere), latency: 1s",
            examples: [
                .sensor(.matching(false)), .sensor(.enrolled(true)), .sensor(.hardware(.disconnected)),
                .sensor(.devicePasscodeSet(false)), .sensor(.queue([.noMatch, .match, .outcome(.userCancel)])),
                .sensor(.queue([.feedback(.retryTooShort), .match])),
                .sensor(.clearQueue), .sensor(.lockout(permanent: false)), .sensor(.lockout(permanent: true)),
                .sensor(.endLockout), .sensor(.latency(.milliseconds(500))),
            ],
            parse: { argument throws(ScenarioError) in .sensor(try sensorChange(argument)) },
            print: { input in
                guard case .sensor(let change) = input, let text = sensorArgument(change) else { return nil }
                return .text(text)
            }
        ).taking(SimulatedBiometricDevice.Hardware.allCases.map(\.rawValue), at: "hardware")
            .taking(ScriptedAttempt.allNames, at: "queue"),
        .bare(
            "change-enrollment", .sensor(.changeEnrollment),
            help: "a face or finger was added: the sensor's enrollment state rotates"),
        .bare(
            "os-upgrade-rotation", .sensor(.osUpgradeRotation),
            help: "the enrollment state rotates without a real change (an OS upgrade's false positive)"),
    ]

    /// The `sensor: {...}` argument for `change`, or `nil` for the changes that are steps of their own.
    static func sensorArgument(_ change: SensorChange) -> String? {
        switch change {
        case .matching(let on): return "{matching: \(on)}"
        case .enrolled(let on): return "{enrolled: \(on)}"
        case .hardware(let hardware): return "{hardware: \(hardware.rawValue)}"
        case .devicePasscodeSet(let on): return "{passcodeSet: \(on)}"
        case .queue(let attempts): return "{queue: [\(attempts.map(\.name).joined(separator: ", "))]}"
        case .clearQueue: return "{queue: []}"
        case .lockout(let permanent): return permanent ? "{lockout: permanent}" : "{lockout: true}"
        case .endLockout: return "{lockout: false}"
        case .latency(let latency): return "{latency: \(ScenarioDuration.format(latency))}"
        case .changeEnrollment, .osUpgradeRotation: return nil
        }
    }

    /// Reads `sensor: {key: value}`.
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
                            suggestion: NameSuggestion.closest(to: name, among: ScriptedAttempt.allNames)),
                        at: item)
                }
                attempts.append(attempt)
            }
            return attempts.isEmpty ? .clearQueue : .queue(attempts)
        case "lockout":
            switch try argument.choice(of: ["true", "false", "permanent"]) {
            case "permanent": return .lockout(permanent: true)
            case "false": return .endLockout
            default: return .lockout(permanent: false)
            }
        case "latency": return .latency(try nonNegative(argument))
        default:
            throw ScenarioError(
                .unknownKey(
                    entry.key, allowed: sensorKeys, suggestion: NameSuggestion.closest(to: entry.key, among: sensorKeys)
                ),
                at: entry.keyLocation, path: value.path)
        }
    }
}
