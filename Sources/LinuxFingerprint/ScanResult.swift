import Biometrics

/// How one scan on a reader ended, before it is mapped onto a ``Biometrics/BiometricOutcome``.
public enum ScanResult: Sendable, Equatable {
    /// The finger matched the enrolled print.
    case match
    /// A finger was read and did not match.
    case noMatch
    /// The scan was unusable (too short, off centre, ...): the user should try again. Carries libfprint's
    /// `FpDeviceRetry` code or fprintd's `verify-retry-scan`-family result, mapped through
    /// ``Biometrics/BiometricFeedback/table``.
    case retry(BiometricFeedback)
    /// The reader went away (libfprint `FP_DEVICE_ERROR_REMOVED`, fprintd `verify-disconnected`, udev remove).
    case removed
    /// The reader has no enrolled print to compare with.
    case notEnrolled
    /// The reader or service failed.
    case failed(LinuxFingerprintError)
    /// The scan was cancelled for `reason`.
    case cancelled(CancelReason)
}

/// Why a scan in flight was cancelled.
public enum CancelReason: Sendable, Equatable {
    /// `cancel(_:)` was called with this outcome (`appCancel`, `systemCancel`, ...).
    case requested(String)
    /// The reader was unplugged (udev remove).
    case deviceRemoved
    /// No result within the timeout.
    case timedOut
    /// The service (fprintd) left the bus.
    case serviceGone
}
