/// Something that can say what time it is. The coordinator never reads one: its owner does,
/// and passes the reading in with each event.
///
/// The one clock protocol of the package: the device side (sessions, sensors, the in-process backend) reads the
/// monotonic instants and the boot, and the reference server reads only ``ClockReading/wall`` (reset codes,
/// tokens and rate windows are stored as wall-clock instants, which outlive a restart and must match the
/// client's calendar).
public protocol ClockSource: Sendable {
    /// The current reading.
    func now() -> ClockReading
}
