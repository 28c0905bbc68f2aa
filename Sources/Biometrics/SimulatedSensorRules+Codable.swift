import LockCore

/// The JSON shape of the rules (`lockharness devices --json`): the profile file's own shape and names
/// (``DeviceProfileField``), with durations as numbers that may carry fractions.
///
/// ```json
/// {"attemptsPerPrompt": 5, "fallbackAfterFailures": 0, "latencyMilliseconds": 400,
///  "lockout": {"afterConsecutiveFailures": 5, "until": "timed", "durationSeconds": 30, "permanentAfterFailures": 20}}
/// ```
///
/// `lockout` is `null` for rules that never lock out; `durationSeconds` is there only with `until: timed`.
extension SimulatedSensorRules {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static func key(_ table: [String], _ index: Int) -> Key { Key(table[index]) }
    private static let attempts = key(DeviceProfileField.rules, 0)
    private static let fallback = key(DeviceProfileField.rules, 1)
    private static let latency = key(DeviceProfileField.rules, 2)
    private static let lockout = key(DeviceProfileField.rules, 3)
    private static let after = key(DeviceProfileField.lockout, 0)
    private static let until = key(DeviceProfileField.lockout, 1)
    private static let duration = key(DeviceProfileField.lockout, 2)
    private static let permanent = key(DeviceProfileField.lockout, 3)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            attemptsPerPrompt: try container.decode(Int.self, forKey: Self.attempts),
            fallbackAfterFailures: try container.decode(Int.self, forKey: Self.fallback),
            lockoutAfterConsecutiveFailures: nil, lockoutEnds: .passcode,
            attemptLatency: Duration.milliseconds(try container.decode(Double.self, forKey: Self.latency)))
        guard try container.decodeNil(forKey: Self.lockout) == false else { return }
        let lockout = try container.nestedContainer(keyedBy: Key.self, forKey: Self.lockout)
        lockoutAfterConsecutiveFailures = try lockout.decode(Int.self, forKey: Self.after)
        permanentLockoutAfterFailures = try lockout.decodeIfPresent(Int.self, forKey: Self.permanent)
        switch try lockout.decode(String.self, forKey: Self.until) {
        case "passcode":
            lockoutEnds = .passcode
        case "timed":
            lockoutEnds = .timed(Duration.milliseconds(try lockout.decode(Double.self, forKey: Self.duration) * 1000))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: Self.until, in: lockout, debugDescription: "expected passcode or timed, got \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(attemptsPerPrompt, forKey: Self.attempts)
        try container.encode(fallbackAfterFailures, forKey: Self.fallback)
        try container.encode(attemptLatency.inMilliseconds, forKey: Self.latency)
        guard let threshold = lockoutAfterConsecutiveFailures else {
            try container.encodeNil(forKey: Self.lockout)
            return
        }
        var lockout = container.nestedContainer(keyedBy: Key.self, forKey: Self.lockout)
        try lockout.encode(threshold, forKey: Self.after)
        switch lockoutEnds {
        case .passcode:
            try lockout.encode("passcode", forKey: Self.until)
        case .timed(let duration):
            try lockout.encode("timed", forKey: Self.until)
            try lockout.encode(duration.inMilliseconds / 1000, forKey: Self.duration)
        }
        try lockout.encodeIfPresent(permanentLockoutAfterFailures, forKey: Self.permanent)
    }
}

extension Duration {
    /// The duration in milliseconds (fractions kept), as the JSON shapes carry durations.
    var inMilliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
