/// What the snapshot shows about the sensor, read by the owner from the device at the snapshot's instant.
public struct SensorReading: Sendable, Hashable {
    /// Hardware state (`present`, `absent`, `disconnected`).
    public var hardware: String
    /// Whether anything is enrolled.
    public var enrolled: Bool
    /// Consecutive failures.
    public var failures: Int
    /// Attempts left before a lockout (-1 when it never locks out).
    public var attemptsLeft: Int
    /// The lockout, described.
    public var lockout: String
    /// Scripted outcomes not consumed yet, by name.
    public var unconsumedScript: [String]
    /// Virtual time each attempt takes.
    public var attemptLatency: Duration

    /// A reading.
    public init(
        hardware: String, enrolled: Bool, failures: Int, attemptsLeft: Int, lockout: String, unconsumedScript: [String],
        attemptLatency: Duration = .zero
    ) {
        self.attemptLatency = attemptLatency
        self.hardware = hardware
        self.enrolled = enrolled
        self.failures = failures
        self.attemptsLeft = attemptsLeft
        self.lockout = lockout
        self.unconsumedScript = unconsumedScript
    }
}
