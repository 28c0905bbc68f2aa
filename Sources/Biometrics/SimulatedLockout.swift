import LockCore

/// Whether a simulated sensor is locked out, and until when.
public enum SimulatedLockout: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Not locked out.
    case none
    /// Locked out until the device passcode is entered (the iOS rule after 5 consecutive failures).
    case untilPasscode
    /// Locked out until `instant` on the continuous clock of `boot` (Android's 30-second timed lockout).
    case until(MonotonicInstant, boot: BootID)
    /// Locked out for good until the device credential is entered (Android, after 20 failures).
    case permanent

    /// Whether biometry is blocked by this lockout at `now`; a timed lockout ends at its instant or on reboot.
    public func isActive(at now: ClockReading) -> Bool {
        switch self {
        case .none: return false
        case .untilPasscode, .permanent: return true
        case .until(let instant, let boot): return now.boot == boot && now.continuous < instant
        }
    }

    /// The outcome a prompt fails with while this lockout is active.
    public var outcome: BiometricOutcome? {
        switch self {
        case .none: return nil
        case .untilPasscode, .until: return .biometryLockout
        case .permanent: return .biometryPermanentLockout
        }
    }

    /// The descriptions that are whole words (every lockout but a timed one, which reads `until <instant>`): the
    /// `lockout` field's allowed values.
    public static let fixedDescriptions: [String] = [Self.none, .untilPasscode, .permanent].map(\.description)

    public var description: String {
        switch self {
        case .none: return "none"
        case .untilPasscode: return "until passcode"
        case .until(let instant, let boot): return "until \(instant) (\(boot))"
        case .permanent: return "permanent"
        }
    }
}
