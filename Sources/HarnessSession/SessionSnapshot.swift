import Biometrics
import LockCore

/// Everything an `expect` step, a report or the control surface can read about a session, at one instant.
///
/// What `expect` and `state` call each field, and how they print it, is declared in ``ExpectFieldVocabulary``.
public struct SessionSnapshot: Sendable, Hashable {
    /// A snapshot with every field at its zero value: an ``AppUnderTest`` adapter fills in what it reports.
    public init() {}

    /// The screen on top: `login`, `home`, `settings`, `lock`, `set-passcode`, `change-passcode`,
    /// `disable-passcode`, `reset-passcode`, or `not-running`.
    public var screen: String = ""
    /// Whether the lock screen is showing.
    public var locked: Bool = false
    /// The title of the top screen's current step ("Confirm passcode", "Enter Passcode", ...).
    public var stepTitle: String?
    /// The top screen's red error line.
    public var error: String?
    /// Filled PIN dots on the top screen.
    public var dots: Int = 0
    /// Shakes so far on the top screen.
    public var shakeCount: Int = 0
    /// Whether the lock screen shows the biometric button.
    public var biometricButton: Bool = false
    /// Whether a biometric prompt is on screen.
    public var prompt: Bool = false
    /// Prompts started since the session began.
    public var promptCount: Int = 0
    /// Whether the privacy cover is showing.
    public var cover: Bool = false
    /// The scene phase.
    public var phase: String = ""
    /// The lock cycle.
    public var lockCycle: Int = 0
    /// Whether a spinner replaces the number pad.
    public var loading: Bool = false
    /// Whether the "Forgot Passcode?" alert is showing.
    public var forgotAlert: Bool = false
    /// Whether the user is logged in.
    public var loggedIn: Bool = false
    /// Whether a passcode is set and the lock on.
    public var passcodeEnabled: Bool = false
    /// Whether biometric unlock is on.
    public var biometricEnabled: Bool = false
    /// Whether an enrollment change turned biometric unlock off.
    public var biometricDisabledByEnrollmentChange: Bool = false
    /// The timeout in minutes.
    public var timeoutMinutes: Int = 0
    /// The settings' Security row label ("Passcode & Face ID").
    public var securityLabel: String = ""
    /// Visible settings sections, comma-separated (empty when settings are closed).
    public var settingsSections: String = ""
    /// Consecutive wrong passcodes counted by the policy.
    public var passcodeFailures: Int = 0
    /// Seconds until passcode entry opens again (0 when open).
    public var passcodeDelaySeconds: Int = 0
    /// Whether the local verifier was wiped.
    public var verifierWiped: Bool = false
    /// The biometry type the service reports.
    public var biometryType: String = ""
    /// Why biometry cannot be used now, as the service last read the sensor (`biometryDisconnected`, ...), or `nil`.
    public var biometricUnavailable: String? = nil
    /// The sensor's hardware state.
    public var sensorHardware: String = ""
    /// The sensor's enrollment.
    public var sensorEnrolled: Bool = false
    /// Consecutive sensor failures.
    public var sensorFailures: Int = 0
    /// Attempts left before the sensor locks out (-1 when it never does).
    public var attemptsLeft: Int = 0
    /// The sensor's lockout: `none`, `until passcode`, `until ...`, `permanent`.
    public var lockout: String = ""
    /// The outcome of the last prompt, if any.
    public var lastOutcome: String?
    /// The sensor hint the prompt shows after an unusable scan ("Swipe was too short, try again"); always `nil`
    /// on iOS, iPadOS and macOS, whose system sheet tells the app nothing.
    public var hint: String? = nil
    /// Scripted sensor outcomes not consumed yet.
    public var unconsumedScript: [String] = []
    /// The simulated sensor's time per attempt.
    public var sensorLatency: Duration = .zero
    /// Reset codes emailed so far.
    public var resetCodesSent: Int = 0
    /// Seconds of continuous time since the session started.
    public var elapsedSeconds: Double = 0

    // Settings labels, as the settings model has them
    /// The passcode toggle's title and subtitle ("Passcode Lock" / "Require passcode to unlock app").
    public var passcodeToggleTitle: String = ""
    /// The passcode toggle's subtitle.
    public var passcodeToggleSubtitle: String = ""
    /// The biometric toggle's title ("Face ID").
    public var biometricToggleTitle: String = ""
    /// The biometric toggle's subtitle ("Unlock with Face ID instead of passcode").
    public var biometricToggleSubtitle: String = ""

    // Alerts
    /// The title of the alert on top ("Forgot Passcode?", "Check Your Email", "Password Reset Successful").
    public var alert: String?
    /// The alert's message.
    public var alertMessage: String?
    /// The alert's buttons, comma-separated.
    public var alertButtons: String?

    // Email password reset (seed 002)
    /// The forgot-password screen's email field.
    public var email: String = ""
    /// Whether the top form's submit button is enabled.
    public var canSubmit: Bool = false
    /// What the reset-password screen shows about its link: `verifying`, `valid`, `invalid` (nil elsewhere).
    public var link: String?
    /// "For: <email>" on the reset form.
    public var accountLine: String?
    /// Characters typed in "New Password" and "Confirm Password".
    public var passwordLength: Int = 0
    /// Characters typed in "Confirm Password".
    public var confirmPasswordLength: Int = 0
    /// Whether "New Password" shows its text.
    public var passwordVisible: Bool = false
    /// Whether "Confirm Password" shows its text.
    public var confirmPasswordVisible: Bool = false
    /// The requirement rows not met yet, comma-separated (empty when all are met or none show).
    public var unmetRequirements: String = ""
    /// How many requirement rows show.
    public var requirementRows: Int = 0
    /// Emails sent so far (reset codes and reset links).
    public var emailsSent: Int = 0
    /// The address of the last email.
    public var lastEmailTo: String?
    /// Whether a deep link waits for unlock.
    public var linkPending: Bool = false
    /// Why the last `open-url` was ignored, if it was.
    public var linkIgnored: String?
}
