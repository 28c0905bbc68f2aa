import LockCore

/// One event a session fed to its ``SessionModel``, and when: the model's whole input, effects' answers included.
/// Replaying a session's records on a copy of its starting model repeats every decision, because the model reads
/// nothing else (`scenario-bench` times the model alone that way).
public struct SessionEventRecord: Sendable {
    /// The event.
    public var event: SessionEvent
    /// The instant it was applied at.
    public var at: ClockReading

    /// Creates a record.
    public init(event: SessionEvent, at: ClockReading) {
        self.event = event
        self.at = at
    }
}
