/// Which clock measures how long the app was in the background.
public enum ElapsedTimeSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// `Date()` differences, as the seeds do. Setting the clock back shortens the elapsed time,
    /// even to a negative value, which never locks.
    case wallClock = "wall-clock"
    /// Monotonic time including device sleep (`CLOCK_BOOTTIME`). A different boot, or a
    /// negative elapsed time, locks.
    case continuous
    /// Monotonic time excluding device sleep (`CLOCK_MONOTONIC`): a sleeping device does not
    /// count towards the timeout. Offered for comparison; not used by any preset.
    case suspending
}
