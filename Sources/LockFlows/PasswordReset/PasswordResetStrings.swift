/// Seed 002's user-facing text, character for character, so the harness can assert on what a user reads.
public enum PasswordResetStrings {
    /// Shown for errors that are not a ``PasswordResetError`` while requesting a link or resetting.
    public static let unexpectedError = "An unexpected error occurred. Please try again."
    /// Shown for errors that are not a ``PasswordResetError`` while verifying a link.
    public static let verificationFailed = "Failed to verify reset link. Please try again."
    /// Forgot-password screen title.
    public static let forgotTitle = "Forgot Password?"
    /// Inline message under a non-empty, malformed email.
    public static let invalidEmail = "Please enter a valid email address"
    /// Forgot-password submit button.
    public static let sendResetLink = "Send Reset Link"
    /// Title of the alert after a reset link was requested.
    public static let checkEmailTitle = "Check Your Email"
    /// Body of the alert after a reset link was requested (the same whether or not the account exists).
    public static let checkEmailMessage =
        "If an account exists with that email, we've sent you a password reset link. "
        + "Please check your inbox and spam folder."
    /// Button of the "Check Your Email" alert.
    public static let checkEmailButton = "OK"
    /// Title of the invalid-link screen.
    public static let invalidLinkTitle = "Invalid Reset Link"
    /// Body of the invalid-link screen when there is no message.
    public static let invalidLinkFallback = "This reset link is invalid or has expired."
    /// Reset-password screen title and submit button.
    public static let resetPassword = "Reset Password"
    /// Title of the alert after the password was changed.
    public static let resetSuccessTitle = "Password Reset Successful"
    /// Body of the alert after the password was changed.
    public static let resetSuccessMessage =
        "Your password has been reset successfully. You can now log in with your new password."
    /// Button of the success alert.
    public static let loginNow = "Login Now"

    /// The line under the reset-password title naming the account.
    public static func resettingFor(_ email: String) -> String { "For: \(email)" }
}
