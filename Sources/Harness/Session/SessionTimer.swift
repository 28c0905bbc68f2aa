import Biometrics
import LockCore

/// Something scheduled on the session's timeline.
public enum SessionTimer: Sendable, Hashable {
    /// The set/change flow's half-second return after a mismatch.
    case setPasscodeReturn
    /// The reset flow's half-second return after a mismatch.
    case resetPasscodeReturn
    /// The next attempt of the simulated sensor's prompt for `cycle` completes.
    case sensorAttempt(cycle: Int)
    /// A biometric prompt for `cycle` ends with `outcome`.
    case biometricResult(BiometricOutcome, cycle: Int)
}

/// A timer with its deadline on the continuous clock and a sequence number that keeps equal deadlines in order.
struct ScheduledTimer: Sendable, Hashable {
    var deadline: MonotonicInstant
    var sequence: Int
    var timer: SessionTimer
}
