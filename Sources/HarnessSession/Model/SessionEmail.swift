import LockCore

/// An email the backend sent, as the session's outbox holds it.
public struct SessionEmail: Sendable, Hashable {
    /// What the email carries.
    public enum Content: Sendable, Hashable {
        /// A six-digit passcode reset code (Stage 03's "Send Reset Email").
        case passcodeResetCode(String)
        /// Seed 002's password-reset link, as the email's text carries it.
        case passwordResetLink(String)
    }

    /// The address it went to.
    public var to: String
    /// What it carries.
    public var content: Content

    /// An email.
    public init(to: String, content: Content) {
        self.to = to
        self.content = content
    }

    /// The reset link, if this is a password-reset email.
    public var link: String? {
        if case .passwordResetLink(let link) = content { link } else { nil }
    }

    /// The passcode reset code, if this is a passcode-reset email.
    public var passcodeResetCode: String? {
        if case .passcodeResetCode(let code) = content { code } else { nil }
    }
}
