/// Something that can say what time it is. The coordinator never reads one: its owner does,
/// and passes the reading in with each event.
public protocol ClockSource: Sendable {
    /// The current reading.
    func now() -> ClockReading
}
