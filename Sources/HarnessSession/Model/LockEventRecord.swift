import LockCore

/// One event the session fed to its ``LockCoordinator``, and when: the input of the lock logic alone.
public struct LockEventRecord: Sendable, Hashable {
    /// The event.
    public var event: LockEvent
    /// The instant it was handled at.
    public var at: ClockReading

    /// Creates a record.
    public init(event: LockEvent, at: ClockReading) {
        self.event = event
        self.at = at
    }
}
