import Biometrics
import LockFlows

/// What the ``PasscodeService`` knows about the account, as the session model last heard it: every service
/// answer carries a fresh copy, so the model (and the snapshot) never ask the service themselves.
public struct AccountState: Sendable, Hashable {
    /// Whether a passcode is set.
    public var hasPasscode = false
    /// Whether the lock is on.
    public var passcodeEnabled = false
    /// Whether the user turned biometric unlock on.
    public var biometricEnabled = false
    /// Whether an enrollment change turned biometric unlock off.
    public var biometricDisabledByEnrollmentChange = false
    /// The timeout in settings, in minutes.
    public var timeoutMinutes = 15
    /// Biometric state as the screens show it.
    public var biometric = BiometricPresentation.unavailable
    /// Why biometry cannot be used, as the service last read the sensor (`biometryDisconnected`, ...), or `nil`.
    public var biometricUnavailableReason: BiometricOutcome? = .biometryNotAvailable

    /// An account with nothing set.
    public init() {}

    /// Whether the lock applies (`hasPasscode && passcodeEnabled`).
    public var isPasscodeEnabled: Bool { hasPasscode && passcodeEnabled }
}
