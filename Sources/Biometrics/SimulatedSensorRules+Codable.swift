import LockCore

/// The JSON shape of the rules (`lockharness devices --json`): plain numbers and names, durations in milliseconds.
///
/// ```json
/// {"attemptsPerPrompt": 5, "fallbackAfterFailures": 0, "lockoutAfterConsecutiveFailures": 5,
///  "lockoutEnds": {"kind": "timed", "milliseconds": 30000}, "permanentLockoutAfterFailures": 20,
///  "attemptLatencyMilliseconds": 400}
/// ```
extension SimulatedSensorRules {
    private enum JSONKey: String, CodingKey {
        case attemptsPerPrompt, fallbackAfterFailures, lockoutAfterConsecutiveFailures, lockoutEnds
        case permanentLockoutAfterFailures, attemptLatencyMilliseconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        self.init(
            attemptsPerPrompt: try container.decode(Int.self, forKey: .attemptsPerPrompt),
            fallbackAfterFailures: try container.decode(Int.self, forKey: .fallbackAfterFailures),
            lockoutAfterConsecutiveFailures: try container.decodeIfPresent(
                Int.self, forKey: .lockoutAfterConsecutiveFailures),
            lockoutEnds: try container.decode(LockoutEnd.self, forKey: .lockoutEnds),
            permanentLockoutAfterFailures: try container.decodeIfPresent(
                Int.self, forKey: .permanentLockoutAfterFailures),
            attemptLatency: Duration.milliseconds(
                try container.decode(Double.self, forKey: .attemptLatencyMilliseconds)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(attemptsPerPrompt, forKey: .attemptsPerPrompt)
        try container.encode(fallbackAfterFailures, forKey: .fallbackAfterFailures)
        try container.encode(lockoutAfterConsecutiveFailures, forKey: .lockoutAfterConsecutiveFailures)
        try container.encode(lockoutEnds, forKey: .lockoutEnds)
        try container.encode(permanentLockoutAfterFailures, forKey: .permanentLockoutAfterFailures)
        try container.encode(attemptLatency.inMilliseconds, forKey: .attemptLatencyMilliseconds)
    }
}

/// `{"kind": "passcode"}` or `{"kind": "timed", "milliseconds": 30000}`.
extension SimulatedSensorRules.LockoutEnd {
    private enum JSONKey: String, CodingKey { case kind, milliseconds }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "passcode":
            self = .passcode
        case "timed":
            self = .timed(Duration.milliseconds(try container.decode(Double.self, forKey: .milliseconds)))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "expected passcode or timed, got \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .passcode:
            try container.encode("passcode", forKey: .kind)
        case .timed(let duration):
            try container.encode("timed", forKey: .kind)
            try container.encode(duration.inMilliseconds, forKey: .milliseconds)
        }
    }
}

extension Duration {
    /// The duration in milliseconds (fractions kept), as the JSON shapes carry durations.
    var inMilliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
