/// Non-terminal feedback during a biometric prompt: the scan or frame was unusable, the user should try again.
/// The prompt stays up, the next attempt follows, and nothing counts as a failed match toward a lockout
/// (none of the platforms below counts these).
///
/// Every name, platform code and message lives in ``table``: the scenario parser (`sensor: {queue:
/// [retryTooShort, match]}`), the reader mappings and the lock screen's `hint` all read it.
///
/// Sources:
/// - **libfprint** `FpDeviceRetry` in `libfprint/fp-device.h`: `FP_DEVICE_RETRY_GENERAL` (0),
///   `FP_DEVICE_RETRY_TOO_SHORT` (1), `FP_DEVICE_RETRY_CENTER_FINGER` (2), `FP_DEVICE_RETRY_REMOVE_FINGER` (3),
///   reported as a `GError` in the `FP_DEVICE_RETRY` domain; a verify ends with it and the caller scans again.
/// - **fprintd** D-Bus API (`net.reactivated.Fprint.Device`, signal `VerifyStatus(s result, b done)`):
///   `verify-retry-scan`, `verify-swipe-too-short`, `verify-finger-not-centered`, `verify-remove-and-retry` with
///   `done == false`; the messages are `pam_fprintd`'s (`verify_result_str_to_msg`).
/// - **Android** `BiometricPrompt.AuthenticationCallback.onAuthenticationHelp(int helpCode, CharSequence
///   helpString)` ("a recoverable error"), with `BiometricPrompt.BIOMETRIC_ACQUIRED_PARTIAL` (1),
///   `BIOMETRIC_ACQUIRED_INSUFFICIENT` (2), `BIOMETRIC_ACQUIRED_IMAGER_DIRTY` (3), `BIOMETRIC_ACQUIRED_TOO_SLOW`
///   (4), `BIOMETRIC_ACQUIRED_TOO_FAST` (5) (the same values as `FingerprintManager.FINGERPRINT_ACQUIRED_*`);
///   face sensors report `BiometricFaceConstants.FACE_ACQUIRED_*` (AOSP, `@hide`: TOO_BRIGHT 2, TOO_DARK 3,
///   TOO_CLOSE 4, TOO_FAR 5, TOO_HIGH 6, TOO_LOW 7, TOO_RIGHT 8, TOO_LEFT 9, POOR_GAZE 10, NOT_DETECTED 11).
///   Messages follow AOSP's `fingerprint_acquired_*` / `face_acquired_*` strings.
/// - **Face ID / Touch ID**: LocalAuthentication gives the app no per-attempt feedback at all —
///   `LAContext.evaluatePolicy(_:localizedReason:reply:)` calls `reply` once, when evaluation has finished. Hints
///   such as "Face Not Recognized" or iPad's "Camera covered" arrow are drawn by the system sheet, outside the app;
///   so on iOS, iPadOS and macOS the app's lock screen never shows one (``message(on:)`` is `nil`).
public enum BiometricFeedback: String, Sendable, Hashable, Codable, CaseIterable {
    /// libfprint `FP_DEVICE_RETRY_GENERAL` / fprintd `verify-retry-scan`: poor scan, try again.
    case retry
    /// libfprint `FP_DEVICE_RETRY_TOO_SHORT` / fprintd `verify-swipe-too-short`: the swipe was too short.
    case retryTooShort
    /// libfprint `FP_DEVICE_RETRY_CENTER_FINGER` / fprintd `verify-finger-not-centered`.
    case retryCenterFinger
    /// libfprint `FP_DEVICE_RETRY_REMOVE_FINGER` / fprintd `verify-remove-and-retry`: lift the finger, then retry.
    case retryRemoveFinger
    /// Android `BIOMETRIC_ACQUIRED_PARTIAL`: only part of the finger was read.
    case partial
    /// Android `BIOMETRIC_ACQUIRED_INSUFFICIENT`: too noisy to process.
    case insufficient
    /// Android `BIOMETRIC_ACQUIRED_IMAGER_DIRTY`: dirt on the sensor.
    case imagerDirty
    /// Android `BIOMETRIC_ACQUIRED_TOO_SLOW`: no motion (swipe sensors).
    case tooSlow
    /// Android `BIOMETRIC_ACQUIRED_TOO_FAST`: the finger moved too fast.
    case tooFast
    /// Android `FACE_ACQUIRED_TOO_BRIGHT`.
    case faceTooBright
    /// Android `FACE_ACQUIRED_TOO_DARK`.
    case faceTooDark
    /// Android `FACE_ACQUIRED_TOO_CLOSE`.
    case faceTooClose
    /// Android `FACE_ACQUIRED_TOO_FAR`.
    case faceTooFar
    /// Android `FACE_ACQUIRED_TOO_HIGH`.
    case faceTooHigh
    /// Android `FACE_ACQUIRED_TOO_LOW`.
    case faceTooLow
    /// Android `FACE_ACQUIRED_TOO_RIGHT`.
    case faceTooRight
    /// Android `FACE_ACQUIRED_TOO_LEFT`.
    case faceTooLeft
    /// Android `FACE_ACQUIRED_POOR_GAZE`.
    case facePoorGaze
    /// Android `FACE_ACQUIRED_NOT_DETECTED`.
    case faceNotDetected

    /// Where one feedback comes from and what it says: one row of ``table``.
    public struct Spec: Sendable, Hashable {
        /// The feedback.
        public var feedback: BiometricFeedback
        /// The platform constant it mirrors (`FP_DEVICE_RETRY_TOO_SHORT`, `BIOMETRIC_ACQUIRED_PARTIAL`, ...).
        public var constant: String
        /// libfprint's `FpDeviceRetry` value, for the four retry cases.
        public var libfprintRetry: Int?
        /// fprintd's `VerifyStatus` result, for the four retry cases.
        public var fprintdStatus: String?
        /// Android's acquired (help) code, for the Android cases.
        public var androidAcquiredCode: Int?
        /// The hint a lock screen that shows feedback (Android, Linux) displays.
        public var message: String

        /// A row; each platform column is optional.
        public init(
            feedback: BiometricFeedback, constant: String, libfprintRetry: Int? = nil, fprintdStatus: String? = nil,
            androidAcquiredCode: Int? = nil, message: String
        ) {
            self.feedback = feedback
            self.constant = constant
            self.libfprintRetry = libfprintRetry
            self.fprintdStatus = fprintdStatus
            self.androidAcquiredCode = androidAcquiredCode
            self.message = message
        }
    }

    /// Every feedback with its sources and message, in ``allCases`` order.
    public static let table: [Spec] = [
        Spec(
            feedback: .retry, constant: "FP_DEVICE_RETRY_GENERAL", libfprintRetry: 0,
            fprintdStatus: "verify-retry-scan", message: "Place your finger on the reader again"),
        Spec(
            feedback: .retryTooShort, constant: "FP_DEVICE_RETRY_TOO_SHORT", libfprintRetry: 1,
            fprintdStatus: "verify-swipe-too-short", message: "Swipe was too short, try again"),
        Spec(
            feedback: .retryCenterFinger, constant: "FP_DEVICE_RETRY_CENTER_FINGER", libfprintRetry: 2,
            fprintdStatus: "verify-finger-not-centered",
            message: "Your finger was not centered, try swiping your finger again"),
        Spec(
            feedback: .retryRemoveFinger, constant: "FP_DEVICE_RETRY_REMOVE_FINGER", libfprintRetry: 3,
            fprintdStatus: "verify-remove-and-retry", message: "Remove your finger, and try swiping your finger again"),
        Spec(
            feedback: .partial, constant: "BIOMETRIC_ACQUIRED_PARTIAL", androidAcquiredCode: 1,
            message: "Partial fingerprint detected. Please try again."),
        Spec(
            feedback: .insufficient, constant: "BIOMETRIC_ACQUIRED_INSUFFICIENT", androidAcquiredCode: 2,
            message: "Couldn't process fingerprint. Please try again."),
        Spec(
            feedback: .imagerDirty, constant: "BIOMETRIC_ACQUIRED_IMAGER_DIRTY", androidAcquiredCode: 3,
            message: "Fingerprint sensor is dirty. Please clean and try again."),
        Spec(
            feedback: .tooSlow, constant: "BIOMETRIC_ACQUIRED_TOO_SLOW", androidAcquiredCode: 4,
            message: "Finger moved too slow. Please try again."),
        Spec(
            feedback: .tooFast, constant: "BIOMETRIC_ACQUIRED_TOO_FAST", androidAcquiredCode: 5,
            message: "Finger moved too fast. Please try again."),
        Spec(
            feedback: .faceTooBright, constant: "FACE_ACQUIRED_TOO_BRIGHT", androidAcquiredCode: 2,
            message: "Too bright. Try gentler lighting."),
        Spec(
            feedback: .faceTooDark, constant: "FACE_ACQUIRED_TOO_DARK", androidAcquiredCode: 3,
            message: "Try brighter lighting"),
        Spec(
            feedback: .faceTooClose, constant: "FACE_ACQUIRED_TOO_CLOSE", androidAcquiredCode: 4,
            message: "Move phone farther away"),
        Spec(
            feedback: .faceTooFar, constant: "FACE_ACQUIRED_TOO_FAR", androidAcquiredCode: 5,
            message: "Move phone closer"),
        Spec(
            feedback: .faceTooHigh, constant: "FACE_ACQUIRED_TOO_HIGH", androidAcquiredCode: 6,
            message: "Move phone higher"),
        Spec(
            feedback: .faceTooLow, constant: "FACE_ACQUIRED_TOO_LOW", androidAcquiredCode: 7,
            message: "Move phone lower"),
        Spec(
            feedback: .faceTooRight, constant: "FACE_ACQUIRED_TOO_RIGHT", androidAcquiredCode: 8,
            message: "Move phone to your left"),
        Spec(
            feedback: .faceTooLeft, constant: "FACE_ACQUIRED_TOO_LEFT", androidAcquiredCode: 9,
            message: "Move phone to your right"),
        Spec(
            feedback: .facePoorGaze, constant: "FACE_ACQUIRED_POOR_GAZE", androidAcquiredCode: 10,
            message: "Look more directly at your device"),
        Spec(
            feedback: .faceNotDetected, constant: "FACE_ACQUIRED_NOT_DETECTED", androidAcquiredCode: 11,
            message: "Position your face directly in front of the phone"),
    ]

    /// This feedback's row of ``table``.
    public var spec: Spec { Self.table.first { $0.feedback == self }! }

    /// The hint the lock screen shows on `platform`: the message on Android and Linux, where the prompt shows
    /// help text; `nil` on iOS, iPadOS and macOS, where LocalAuthentication tells the app nothing until the
    /// prompt ends.
    public func message(on platform: DeviceProfile.Platform) -> String? {
        switch platform {
        case .android, .linux: return spec.message
        case .ios, .ipados, .macos: return nil
        }
    }

    /// The feedback called `name` (its case name), or `nil`.
    public init?(named name: String) { self.init(rawValue: name) }

    /// The feedback for libfprint's `FpDeviceRetry` value `code`; an unknown code is a general retry.
    public init(libfprintRetry code: Int) {
        self = Self.table.first { $0.libfprintRetry == code }?.feedback ?? .retry
    }

    /// The feedback for fprintd's `VerifyStatus` result `status`, or `nil` if it is not a retry.
    public init?(fprintdStatus status: String) {
        guard let spec = Self.table.first(where: { $0.fprintdStatus == status }) else { return nil }
        self = spec.feedback
    }
}
