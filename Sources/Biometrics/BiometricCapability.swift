/// What `LAContext.canEvaluatePolicy` would say right now.
public struct BiometricCapability: Sendable, Hashable, Codable {
    /// The biometry the hardware offers (even when it cannot be used now).
    public var biometryType: BiometryType
    /// Why evaluation is impossible now (`biometryNotAvailable`, `biometryNotEnrolled`, `biometryLockout`,
    /// `biometryDisconnected`, `passcodeNotSet`), or `nil` if a prompt can be shown.
    public var unavailableReason: BiometricOutcome?
    /// The current enrollment state, if anything is enrolled.
    public var enrollment: EnrollmentState?

    /// A capability from its parts.
    public init(biometryType: BiometryType, unavailableReason: BiometricOutcome?, enrollment: EnrollmentState?) {
        self.biometryType = biometryType
        self.unavailableReason = unavailableReason
        self.enrollment = enrollment
    }

    /// No biometric hardware.
    public static let absent = BiometricCapability(
        biometryType: .none, unavailableReason: .biometryNotAvailable, enrollment: nil)

    /// Whether a prompt can be shown now.
    public var canEvaluate: Bool { unavailableReason == nil && biometryType != .none }

    /// The seed's `biometricType` after `checkBiometricAvailability()`: `.none` unless evaluation is possible.
    ///
    /// A locked-out sensor still reports its type (iOS `canEvaluatePolicy` fails with lockout but
    /// `biometryType` stays set), so the lock screen can say "locked out" instead of hiding everything.
    public var reportedType: BiometryType {
        switch unavailableReason {
        case nil, .biometryLockout?, .biometryPermanentLockout?: return biometryType
        default: return .none
        }
    }
}
