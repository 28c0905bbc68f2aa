import LockCore
import Yams

extension DeviceProfileLoader {
    /// Decodes a whole profile from its top-level mapping, checking consistency between the sections.
    static func decodeProfile(_ top: YAMLMappingReader) throws(DeviceProfileError) -> DeviceProfile {
        try top.rejectUnknownKeys(allowed: topLevelKeys)
        let id = try top.required("id", top.string("id"))
        let name = try top.required("name", top.string("name"))
        let platform = try top.required("platform", top.choice("platform", DeviceProfile.Platform.self))
        let biometry = try top.required("biometry", top.choice("biometry", BiometryType.self))
        let sensor = try decodeSensor(try top.required("sensor", top.mapping("sensor")))
        if sensor.kind.biometry != biometry {
            throw top.error(
                "biometry", at: top.node("biometry"),
                .inconsistent(
                    "biometry \(biometry.rawValue) does not match sensor.kind \(sensor.kind.rawValue), which provides "
                        + "\(sensor.kind.biometry.rawValue); change one of them"))
        }
        try checkPlatform(platform, biometry: biometry, top: top)
        let rules: SimulatedSensorRules
        if biometry == .none {
            if top.contains("rules") {
                throw top.error(
                    "rules", at: top.node("rules"),
                    .inconsistent(
                        "a profile with biometry none has no attempt rules; remove the rules section"))
            }
            rules = .none
        } else {
            rules = try decodeRules(try top.required("rules", top.mapping("rules")), biometry: biometry)
        }
        let initial =
            try top.mapping("initial").map { (reader) throws(DeviceProfileError) in
                try decodeInitial(reader, biometry: biometry)
            } ?? DeviceInitialState(enrolled: biometry != .none)
        return DeviceProfile(
            id: id, name: name, platform: platform, biometry: biometry, sensor: sensor, rules: rules, initial: initial)
    }

    static func checkPlatform(
        _ platform: DeviceProfile.Platform, biometry: BiometryType, top: YAMLMappingReader
    ) throws(DeviceProfileError) {
        let allowed: [BiometryType]
        switch platform {
        case .ios, .ipados: allowed = [.none, .faceID, .touchID]
        case .macos: allowed = [.none, .touchID]
        case .android, .linux: allowed = [.none, .fingerprint]
        }
        guard allowed.contains(biometry) else {
            throw top.error(
                "biometry", at: top.node("biometry"),
                .inconsistent(
                    "platform \(platform.rawValue) has no \(biometry.rawValue); expected one of "
                        + allowed.map(\.rawValue).joined(separator: ", ")))
        }
    }

    static func decodeSensor(_ reader: YAMLMappingReader) throws(DeviceProfileError) -> DeviceSensor {
        try reader.rejectUnknownKeys(allowed: DeviceProfileField.sensor)
        return DeviceSensor(
            kind: try reader.required("kind", reader.choice("kind", DeviceSensor.Kind.self)),
            connection: try reader.choice("connection", DeviceSensor.Connection.self) ?? .builtIn,
            realReader: try reader.choice("realReader", DeviceSensor.RealReader.self))
    }

    static func decodeRules(
        _ reader: YAMLMappingReader, biometry: BiometryType
    ) throws(DeviceProfileError) -> SimulatedSensorRules {
        try reader.rejectUnknownKeys(allowed: DeviceProfileField.rules)
        let attempts = try reader.required("attemptsPerPrompt", reader.int("attemptsPerPrompt", minimum: 1))
        let fallback = try reader.required("fallbackAfterFailures", reader.int("fallbackAfterFailures", minimum: 0))
        let latency = try reader.int("latencyMilliseconds", minimum: 0) ?? 0
        var rules = SimulatedSensorRules(
            attemptsPerPrompt: attempts, fallbackAfterFailures: fallback, lockoutAfterConsecutiveFailures: nil,
            lockoutEnds: .passcode, attemptLatency: .milliseconds(latency))
        guard let lockout = try reader.mapping("lockout") else { return rules }
        try lockout.rejectUnknownKeys(allowed: DeviceProfileField.lockout)
        let threshold = try lockout.required(
            "afterConsecutiveFailures", lockout.int("afterConsecutiveFailures", minimum: 1))
        let until = try lockout.required("until", lockout.choice("until", LockoutUntil.self))
        let duration = try lockout.int("durationSeconds", minimum: 1)
        let permanent = try lockout.int("permanentAfterFailures", minimum: 1)
        rules.lockoutAfterConsecutiveFailures = threshold
        rules.permanentLockoutAfterFailures = permanent
        switch until {
        case .passcode:
            if duration != nil {
                throw lockout.error(
                    "durationSeconds", at: lockout.node("durationSeconds"),
                    .inconsistent(
                        "durationSeconds only applies to until: timed; remove it or use until: timed"))
            }
            rules.lockoutEnds = .passcode
        case .timed:
            rules.lockoutEnds = .timed(.seconds(try lockout.required("durationSeconds", duration)))
        }
        if let permanent, permanent < threshold {
            throw lockout.error(
                "permanentAfterFailures", at: lockout.node("permanentAfterFailures"),
                .outOfRange(value: permanent, expected: "\(threshold) (afterConsecutiveFailures) or more"))
        }
        if biometry == .faceID || biometry == .touchID, until != .passcode || permanent != nil {
            let key = until != .passcode ? "until" : "permanentAfterFailures"
            throw lockout.error(
                key, at: lockout.node(key),
                .inconsistent(
                    "these are Android-style lockout rules, but \(biometry.rawValue) follows the iOS rule: "
                        + "until: passcode and no permanentAfterFailures"))
        }
        return rules
    }

    static func decodeInitial(
        _ reader: YAMLMappingReader, biometry: BiometryType
    ) throws(DeviceProfileError) -> DeviceInitialState {
        try reader.rejectUnknownKeys(allowed: DeviceProfileField.initial)
        var state = DeviceInitialState(enrolled: biometry != .none)
        if let enrolled = try reader.bool("enrolled") {
            if enrolled, biometry == .none {
                throw reader.error(
                    "enrolled", at: reader.node("enrolled"),
                    .inconsistent(
                        "nothing can be enrolled on a profile with biometry none; remove it or set false"))
            }
            state.enrolled = enrolled
        }
        state.matching = try reader.bool("matching") ?? true
        state.passcodeSet = try reader.bool("passcodeSet") ?? true
        state.hardware = try reader.choice("hardware", SimulatedBiometricDevice.Hardware.self) ?? .present
        for item in try reader.sequence("script") ?? [] {
            guard case .scalar(let scalar) = item else {
                throw reader.error(
                    "script", at: item,
                    .wrongType(
                        expected: "an outcome name", found: YAMLMappingReader.describe(item)))
            }
            guard let attempt = ScriptedAttempt(named: scalar.string) else {
                throw reader.error(
                    "script", at: item,
                    .unknownOutcome(
                        name: scalar.string,
                        suggestion: NameSuggestion.closest(to: scalar.string, among: ScriptedAttempt.allNames)))
            }
            state.script.append(attempt)
        }
        return state
    }

    /// The values of `rules.lockout.until`.
    enum LockoutUntil: String, CaseIterable {
        case passcode, timed
    }
}
