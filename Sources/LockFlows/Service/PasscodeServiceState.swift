import Biometrics

/// What a ``PasscodeService`` knows beyond its store, as a value: taken from one service
/// (``PasscodeService/state``) it starts another in the same place, over a store holding the same contents
/// (``PasscodeService/init(api:store:policy:state:derivation:)``).
public struct PasscodeServiceState: Sendable, Hashable {
    /// Whether a passcode is set (a verifier is cached or the server says so).
    public internal(set) var hasPasscode = false
    /// Whether the lock is turned on.
    public internal(set) var passcodeEnabled = false
    /// Whether the user turned biometric unlock on.
    public internal(set) var isBiometricEnabled = false
    /// The seed's `biometricType` after `checkBiometricAvailability()`.
    public internal(set) var biometricType: BiometryType = .none
    /// The last capability read from the sensor.
    public internal(set) var biometricCapability: BiometricCapability = .absent
    /// Set when an enrollment change turned biometric unlock off.
    public internal(set) var biometricDisabledByEnrollmentChange = false
    /// The timeout in minutes (default 15).
    public internal(set) var timeoutMinutes = 15
    /// The seed's `isLocked`.
    public internal(set) var isLocked = false

    /// Whether the lock applies (`hasPasscode && passcodeEnabled`).
    public var isPasscodeEnabled: Bool { hasPasscode && passcodeEnabled }

    /// What the screens show about biometry.
    public var biometricPresentation: BiometricPresentation {
        BiometricPresentation(
            biometryType: biometricType, isEnabled: isBiometricEnabled, isAvailable: biometricCapability.canEvaluate)
    }
}
