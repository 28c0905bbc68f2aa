import Biometrics
import LockCore

/// Something scheduled on the session's timeline.
public enum SessionTimer: Sendable, Hashable {
    /// A timer the session model asked for.
    case model(ModelTimer)
    /// The next attempt of the simulated sensor's prompt for `cycle` completes.
    case sensorAttempt(cycle: Int)
    /// A biometric prompt for `cycle` ends with `outcome`.
    case biometricResult(BiometricOutcome, cycle: Int)
    /// An API answer held back by latency (`api-latency`) arrives.
    case heldAnswer(id: Int)

    /// The lock cycle of a sensor timer.
    var promptCycle: Int? {
        switch self {
        case .sensorAttempt(let cycle), .biometricResult(_, let cycle): return cycle
        case .model, .heldAnswer: return nil
        }
    }
}

/// A timer with its deadline on the continuous clock and a sequence number that keeps equal deadlines in order.
package struct ScheduledTimer: Sendable, Hashable {
    var deadline: MonotonicInstant
    var sequence: Int
    var timer: SessionTimer
}
