import LockCore

extension ClockReading {
    /// This reading `duration` later on every clock, as if the device stayed awake.
    func advanced(by duration: Duration) -> ClockReading {
        ClockReading(
            continuous: continuous + duration, suspending: suspending + duration, wall: wall + duration, boot: boot)
    }
}
