/// The user-facing strings of the seeds' screens, in one place so tests and scenarios can refer to them.
public enum ScreenMessages {
    /// Wrong PIN on the lock screen, the disable sheet and the change flow's first step.
    public static let incorrectPasscode = "Incorrect passcode"
    /// Confirmation mismatch in the set/change flow.
    public static let passcodesDontMatchTryAgain = "Passcodes don't match. Try again."
    /// Confirmation mismatch in the reset flow.
    public static let passcodesDontMatch = "Passcodes don't match"
    /// A blocklisted passcode under a policy that rejects common passcodes (not in the seeds).
    public static let passcodeTooCommon = "This passcode is too easy to guess. Choose another."
    /// The lock screen's title.
    public static let enterPasscode = "Enter Passcode"
    /// The "Forgot Passcode?" button and alert title.
    public static let forgotPasscode = "Forgot Passcode?"
    /// The "Forgot Passcode?" alert message (Stage 03 version, with Send Reset Email).
    public static let forgotPasscodeMessage =
        "We can send a reset code to your email, or you can logout and sign in again."
    /// The "Forgot Passcode?" alert message (Stage 04 version, Logout only).
    public static let forgotPasscodeLogoutOnlyMessage = "You will need to log in again. Your passcode will be removed."

    /// The message for an attempt refused during a delay ("Try again in 5 minutes").
    public static func tryAgain(in remaining: Duration) -> String {
        let seconds = max(
            1,
            Int((Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18).rounded(.up)))
        if seconds < 60 { return "Try again in \(seconds) second\(seconds == 1 ? "" : "s")" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "Try again in \(minutes) minute\(minutes == 1 ? "" : "s")" }
        let hours = (minutes + 59) / 60
        return "Try again in \(hours) hour\(hours == 1 ? "" : "s")"
    }

    /// The message once the local verifier was wiped after too many wrong passcodes.
    public static let verifierWiped = "Too many failed attempts. Log in again to unlock."
}
