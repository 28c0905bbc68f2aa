/// How a biometric prompt ended, shaped like LocalAuthentication's `LAError.Code`, each case carrying its
/// LAError code, the closest Android `BiometricPrompt` code and the message the lock screen shows.
public enum BiometricOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user was recognised.
    case success
    /// The user was not recognised (after the sensor's attempts for this prompt).
    case authenticationFailed
    /// The user tapped Cancel.
    case userCancel
    /// The user tapped the fallback button ("Enter Passcode").
    case userFallback
    /// The system ended the prompt (app went to the background, another app took over).
    case systemCancel
    /// The app ended the prompt (`LAContext.invalidate()`).
    case appCancel
    /// The device has no passcode, so biometry cannot be used.
    case passcodeNotSet
    /// No biometric hardware, or it is unavailable.
    case biometryNotAvailable
    /// Hardware present but nothing enrolled.
    case biometryNotEnrolled
    /// Too many failures: biometry is locked until the passcode is entered (or, Android, a timeout passes).
    case biometryLockout
    /// Android's permanent lockout after 20 failures: only the device credential unlocks it.
    case biometryPermanentLockout
    /// The sensor was removed or disconnected (external readers).
    case biometryDisconnected
    /// The prompt could not be shown because the app is not interactive.
    case notInteractive

    /// `LAError.Code` raw value; `nil` for success.
    public var laErrorCode: Int? {
        switch self {
        case .success: return nil
        case .authenticationFailed: return -1
        case .userCancel: return -2
        case .userFallback: return -3
        case .systemCancel: return -4
        case .passcodeNotSet: return -5
        case .biometryNotAvailable: return -6
        case .biometryNotEnrolled: return -7
        case .biometryLockout, .biometryPermanentLockout: return -8
        case .appCancel: return -9
        case .biometryDisconnected: return -13
        case .notInteractive: return -1004
        }
    }

    /// The text the seed's lock screen shows in its error line: `nil` for success and cancellations, the
    /// error's `localizedDescription` otherwise (LocalAuthentication's English strings; a permanent lockout is
    /// reported as `LAError.biometryLockout`, so it reads as that code's text).
    public var lockScreenMessage: String? {
        switch self {
        case .success, .userCancel, .appCancel, .systemCancel: return nil
        case .authenticationFailed: return "Authentication failed"
        case .userFallback: return "Fallback authentication mechanism selected."
        case .passcodeNotSet: return "Passcode not set."
        case .biometryNotAvailable: return "Biometry is not available."
        case .biometryNotEnrolled: return "No identities are enrolled."
        case .biometryLockout: return "Biometry is locked out."
        case .biometryPermanentLockout: return "Biometry is locked out."
        case .biometryDisconnected: return "Biometry is disconnected."
        case .notInteractive: return "Authentication UI is not interactive."
        }
    }

    /// The error line of a lock screen that says what to do after a permanent lockout (the hardened policy's
    /// `explainsPermanentLockout`): ``lockScreenMessage`` except for ``biometryPermanentLockout``.
    public var explainedLockScreenMessage: String? {
        self == .biometryPermanentLockout ? "Biometry is permanently locked out. Use your passcode." : lockScreenMessage
    }

    /// The outcome named `name` (its case name), or `nil`.
    public init?(named name: String) { self.init(rawValue: name) }
}
