import LockCore

/// The attempt-counting rules of one kind of sensor: attempts per prompt, when the fallback button appears,
/// when it locks out and for how long, and how long each attempt takes.
///
/// ```swift
/// let rules = SimulatedSensorRules.faceID          // 2 attempts, fallback after 2, lockout after 5 until passcode
/// rules.fallbackOffered(afterFailures: 1)          // false
/// ```
public struct SimulatedSensorRules: Sendable, Hashable, Codable {
    /// How a lockout ends.
    public enum LockoutEnd: Sendable, Hashable {
        /// Only the device passcode ends it (iOS).
        case passcode
        /// It ends after this much continuous time, or when the passcode is entered (Android).
        case timed(Duration)
    }

    /// Attempts one prompt allows before it ends with ``BiometricOutcome/authenticationFailed``.
    public var attemptsPerPrompt: Int
    /// Failed attempts within one prompt after which the fallback button is shown (0: shown from the start).
    public var fallbackAfterFailures: Int
    /// Consecutive failed attempts, across prompts, that lock the sensor out (`nil`: never).
    public var lockoutAfterConsecutiveFailures: Int?
    /// How a lockout ends.
    public var lockoutEnds: LockoutEnd
    /// Consecutive failed attempts after which the lockout is permanent until the passcode (`nil`: never).
    public var permanentLockoutAfterFailures: Int?
    /// Virtual time each attempt takes (presenting, scanning, matching).
    public var attemptLatency: Duration

    /// Rules from their parts.
    public init(
        attemptsPerPrompt: Int,
        fallbackAfterFailures: Int,
        lockoutAfterConsecutiveFailures: Int?,
        lockoutEnds: LockoutEnd,
        permanentLockoutAfterFailures: Int? = nil,
        attemptLatency: Duration = .zero
    ) {
        self.attemptsPerPrompt = attemptsPerPrompt
        self.fallbackAfterFailures = fallbackAfterFailures
        self.lockoutAfterConsecutiveFailures = lockoutAfterConsecutiveFailures
        self.lockoutEnds = lockoutEnds
        self.permanentLockoutAfterFailures = permanentLockoutAfterFailures
        self.attemptLatency = attemptLatency
    }

    /// Face ID: 2 attempts per prompt, fallback after 2 failures, locked out after 5 until the passcode.
    public static let faceID = SimulatedSensorRules(
        attemptsPerPrompt: 2, fallbackAfterFailures: 2, lockoutAfterConsecutiveFailures: 5, lockoutEnds: .passcode,
        attemptLatency: .milliseconds(800))

    /// Touch ID: 3 attempts per prompt, fallback after 1 failure, locked out after 5 until the passcode.
    public static let touchID = SimulatedSensorRules(
        attemptsPerPrompt: 3, fallbackAfterFailures: 1, lockoutAfterConsecutiveFailures: 5, lockoutEnds: .passcode,
        attemptLatency: .milliseconds(500))

    /// Android `BiometricPrompt` (AOSP `LockoutFrameworkImpl`): retries until a 30-second lockout every 5
    /// failures, permanent after 20; the negative button is always shown.
    public static let android = SimulatedSensorRules(
        attemptsPerPrompt: 5, fallbackAfterFailures: 0, lockoutAfterConsecutiveFailures: 5,
        lockoutEnds: .timed(.seconds(30)), permanentLockoutAfterFailures: 20, attemptLatency: .milliseconds(400))

    /// No sensor: nothing to count.
    public static let none = SimulatedSensorRules(
        attemptsPerPrompt: 0, fallbackAfterFailures: 0, lockoutAfterConsecutiveFailures: nil, lockoutEnds: .passcode)

    /// The platform's default rules for `type`.
    public static func defaults(for type: BiometryType) -> SimulatedSensorRules {
        switch type {
        case .none: return .none
        case .faceID: return .faceID
        case .touchID: return .touchID
        case .fingerprint: return .android
        }
    }

    /// Whether the fallback button ("Enter Passcode") is on screen after `failures` failed attempts in a prompt.
    public func fallbackOffered(afterFailures failures: Int) -> Bool { failures >= fallbackAfterFailures }

    /// The lockout that `consecutiveFailures` failures start, if any, for an attempt that ended at `now`.
    func lockout(afterConsecutiveFailures failures: Int, at now: ClockReading) -> SimulatedLockout {
        if let permanent = permanentLockoutAfterFailures, failures >= permanent { return .permanent }
        guard let threshold = lockoutAfterConsecutiveFailures, threshold > 0, failures >= threshold else {
            return .none
        }
        switch lockoutEnds {
        case .passcode: return .untilPasscode
        case .timed(let duration):
            // Android locks out again at every multiple of the threshold (5, 10, 15); iOS stays locked.
            guard failures % threshold == 0 else { return .none }
            return .until(now.continuous + duration, boot: now.boot)
        }
    }

    /// Attempts left before the next lockout, given `consecutiveFailures`; `nil` if these rules never lock out.
    public func attemptsLeftBeforeLockout(consecutiveFailures failures: Int) -> Int? {
        var candidates: [Int] = []
        if let threshold = lockoutAfterConsecutiveFailures, threshold > 0 {
            switch lockoutEnds {
            case .passcode: candidates.append(max(0, threshold - failures))
            case .timed: candidates.append(threshold - failures % threshold)
            }
        }
        if let permanent = permanentLockoutAfterFailures { candidates.append(max(0, permanent - failures)) }
        return candidates.min()
    }
}
