import Biometrics
import LockCore
import LockFlows

/// Everything a scenario, an explorer or a developer at the control surface can do to a running session.
///
/// The backend steps and `login` are `indirect` (boxed): they are rare and large (a fault request is 89 bytes),
/// and every event that carries an input is copied onto the session's agenda and off it, so an input is 25 bytes
/// rather than 97.
public enum SessionInput: Sendable, Hashable {
    // Process and scene
    /// Start the app from cold.
    case launch
    /// Force-quit the app (the next `launch` is a cold launch).
    case terminate
    /// Report a scene phase.
    case scene(ScenePhase)
    /// active → inactive → background.
    case background
    /// background → inactive → active.
    case foreground

    // Time
    /// Let virtual time pass; due timers and sensor results fire at their own instants.
    case advance(Duration)
    /// Set the wall clock (tampering); monotonic time is unaffected.
    case setWallClock(WallClockInstant)
    /// Move the wall clock by an offset (negative sets it back).
    case shiftWallClock(Duration)
    /// The device sleeps: continuous and wall time move, suspending time does not.
    case deviceSleep(Duration)
    /// The device reboots (the app is killed; the next `launch` is a cold launch on a new boot).
    case reboot(downtime: Duration)

    // Device lifecycle
    /// "Erase All Content and Settings": the app is killed, the keychain emptied, the sensor enrolled again (a new
    /// enrollment state); the next `launch` is a fresh install, logged out.
    case eraseDevice
    /// A backup restored onto another device of the same profile: the app is killed; keychain items that do not
    /// migrate (`…ThisDeviceOnly`, access-controlled) stay behind; the new sensor has its own enrollment.
    case restoreOnNewDevice

    // Number pad and lock screen
    /// A digit on whichever number pad is showing.
    case digit(Character)
    /// The delete key.
    case delete
    /// Six digits in a row.
    case enterPIN(String)
    /// The biometric button on the lock screen.
    case tapBiometric
    /// "Forgot Passcode?".
    case forgotPasscode
    /// A button of the "Forgot Passcode?" alert.
    case forgotAlert(LockScreenModel.ForgotAlertChoice)
    /// Types the reset code most recently emailed by the backend.
    case enterEmailedResetCode

    // Sensor
    /// Change the simulated sensor.
    case sensor(SensorChange)

    // Settings and account
    /// Open Settings → Security.
    case openSettings
    /// Leave the settings screen.
    case closeSettings
    /// Flip the "Passcode Lock" toggle.
    case togglePasscode(Bool)
    /// Flip the Face ID / Touch ID toggle.
    case toggleBiometric(Bool)
    /// "Change Passcode".
    case changePasscode
    /// The Cancel button of whichever sheet is on top.
    case cancelSheet
    /// Change the timeout (through the API); `passcode` is what the user typed when the app asked for it, sent
    /// as proof under ``LockPolicy/sendsPasscodeProof``.
    case setTimeout(minutes: Int, passcode: String?)
    /// Log out from the app's own menu (clears local passcode data).
    case logout
    /// Log in again: with a password, `POST /v1/auth/login` checks it first (`email` nil: the account's address);
    /// without one, the harness stands in for a successful login. Then `/api/auth/me` is fetched and synced.
    indirect case login(email: String?, password: String?)

    // Email password reset (seed 002) and deep links
    /// "Forgot Password?" on the login screen.
    case forgotPassword
    /// Type into the forgot-password screen's email field (replacing what is there).
    case typeEmail(String)
    /// Type into the reset-password screen's "New Password" field.
    case typePassword(String)
    /// Type into the reset-password screen's "Confirm Password" field.
    case typeConfirmPassword(String)
    /// The eye button beside a password field.
    case toggleShowPassword(ResetPasswordModel.Field)
    /// The top form's submit button ("Send Reset Link", "Reset Password").
    case submit
    /// The button of the alert on top ("OK" on "Check Your Email", "Login Now" after a reset).
    case acknowledgeAlert
    /// "Back to Login" on a password-reset screen.
    case backToLogin
    /// The OS opens a URL in the app (`artitec://reset-password?token=...`).
    case openURL(String)
    /// Opens the link in the most recent password-reset email.
    case openEmailedLink

    // Backend
    /// Make the backend's next calls to a route misbehave: the test-mode control's fault, which every backend
    /// takes (`POST /test/faults` on the reference server).
    indirect case apiFailure(InjectFaultRequest)
    /// The phone has no network for its next `count` calls to an endpoint: they fail without a request.
    indirect case offline(APIEndpoint, count: Int)
    /// From now on, answers from an endpoint (the passcode API's or seed 002's) arrive after `latency` of
    /// virtual time (the screen shows its loading state meanwhile).
    indirect case apiLatency(APIEndpoint, Duration)
}

/// A change to the simulated sensor.
public enum SensorChange: Sendable, Hashable {
    /// Whether the presented face/finger matches.
    case matching(Bool)
    /// Enroll or remove all faces/fingers.
    case enrolled(Bool)
    /// Hardware present, absent or disconnected.
    case hardware(SimulatedBiometricDevice.Hardware)
    /// Whether the device has a passcode (LocalAuthentication needs one).
    case devicePasscodeSet(Bool)
    /// Queue per-attempt outcomes, consumed one per attempt, after those already queued (`sensor: {queue: [...]}`;
    /// an empty list is read as ``clearQueue``).
    case queue([ScriptedAttempt])
    /// Drop every queued outcome not consumed yet (`sensor: {queue: []}`).
    case clearQueue
    /// The sensor locks out now, as it does after too many failed attempts: as many consecutive failures as its
    /// rules lock out after (Face ID and Touch ID: until the passcode is entered; Android: 30 s), or for good with
    /// `permanent` (until the passcode) (`sensor: {lockout: true}`, `sensor: {lockout: permanent}`).
    case lockout(permanent: Bool)
    /// The device passcode was entered outside the app (in the system's settings): any lockout ends and the
    /// failure count resets (`sensor: {lockout: false}`).
    case endLockout
    /// Latency per attempt, in virtual time.
    case latency(Duration)
    /// Enrollment changed (a face or finger added): the enrollment state rotates.
    case changeEnrollment
    /// The enrollment state rotates without a real change (OS upgrade false positive).
    case osUpgradeRotation
}

extension SessionInput {
    /// Whether the input is a touch on one of the app's screens (a digit, a button, a toggle, a text field): such
    /// inputs need the app on screen, so they are refused while it is in the background. Scene, time, sensor and
    /// backend steps, and links (which bring the app forward), are not.
    public var isScreenInput: Bool {
        switch self {
        case .digit, .delete, .enterPIN, .tapBiometric, .forgotPasscode, .forgotAlert, .enterEmailedResetCode,
            .openSettings, .closeSettings, .togglePasscode, .toggleBiometric, .changePasscode, .cancelSheet,
            .setTimeout, .logout, .login, .forgotPassword, .typeEmail, .typePassword, .typeConfirmPassword,
            .toggleShowPassword, .submit, .acknowledgeAlert, .backToLogin:
            return true
        case .launch, .terminate, .scene, .background, .foreground, .advance, .setWallClock, .shiftWallClock,
            .deviceSleep, .reboot, .eraseDevice, .restoreOnNewDevice, .sensor, .apiFailure, .offline, .apiLatency,
            .openURL, .openEmailedLink:
            return false
        }
    }
}
