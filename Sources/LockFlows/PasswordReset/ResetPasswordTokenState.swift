/// What the reset-password screen shows about its link, derived exactly as seed 002's view decides.
public enum ResetPasswordTokenState: Sendable, Hashable {
    /// "Verifying reset link..." with a spinner.
    case verifying
    /// The form; `userEmail` is the account the server named, shown as "For: <email>".
    case valid(userEmail: String?)
    /// "Invalid Reset Link" with `message` and a "Back to Login" button.
    case invalid(message: String)

    /// Whether the reset form is on screen.
    public var showsForm: Bool {
        if case .valid = self { return true }
        return false
    }
}
