/// Consecutive wrong passcodes and the delay they impose, persisted so a restart does not reset it.
///
/// The delay end is kept as a monotonic instant with its boot id. Wall-clock changes cannot
/// shorten it. After a reboot the monotonic origin is lost, so the *full* delay is imposed
/// again from the first check on the new boot (Android Gatekeeper does the same when its
/// timestamp goes backwards).
public struct PasscodeAttemptState: Sendable, Hashable, Codable {
    /// Consecutive failures since the last correct passcode.
    public private(set) var failures: Int = 0
    /// When entry is allowed again, on ``blockedBoot``'s monotonic clock.
    public private(set) var blockedUntil: MonotonicInstant?
    /// The boot `blockedUntil` belongs to.
    public private(set) var blockedBoot: BootID?
    /// Whether the hard limit was reached and the cached verifier wiped.
    public private(set) var verifierWiped: Bool = false

    /// A state with no failures.
    public init() {}

    /// Whether a passcode may be tried now. Re-anchors a delay carried over from another boot.
    public mutating func gate(at now: ClockReading, schedule: PasscodeDelaySchedule) -> PasscodeGate {
        if verifierWiped { return .verifierWiped }
        guard let until = blockedUntil else { return .open }
        if blockedBoot != now.boot {
            let restarted = now.continuous + schedule.delay(afterFailures: failures)
            blockedUntil = restarted
            blockedBoot = now.boot
            return restarted > now.continuous ? .delayed(remaining: restarted - now.continuous) : .open
        }
        if now.continuous < until { return .delayed(remaining: until - now.continuous) }
        return .open
    }

    /// Records a wrong passcode and returns the gate that follows it.
    public mutating func recordFailure(at now: ClockReading, schedule: PasscodeDelaySchedule, hardLimit: Int?)
        -> PasscodeGate
    {
        failures += 1
        if let hardLimit, failures >= hardLimit {
            verifierWiped = true
            blockedUntil = nil
            blockedBoot = nil
            return .verifierWiped
        }
        let delay = schedule.delay(afterFailures: failures)
        guard delay > .zero else {
            blockedUntil = nil
            blockedBoot = nil
            return .open
        }
        blockedUntil = now.continuous + delay
        blockedBoot = now.boot
        return .delayed(remaining: delay)
    }

    /// Records a correct passcode (or a server re-authentication): everything is forgiven.
    public mutating func recordSuccess() { self = PasscodeAttemptState() }
}

/// Whether passcode entry is allowed.
public enum PasscodeGate: Sendable, Hashable {
    /// Entry allowed.
    case open
    /// Entry refused for `remaining`.
    case delayed(remaining: Duration)
    /// The hard limit was reached: the local verifier is gone, only the server can re-authenticate.
    case verifierWiped
}
