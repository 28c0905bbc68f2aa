/// The reset-password screen of seed 002 without SwiftUI: a pure state machine that returns effects.
///
/// The owner calls ``verifyToken()`` when the screen appears (the seed's `.task`), performs the
/// returned effect and feeds the result back; likewise for ``submit()``:
///
/// ```swift
/// var model = ResetPasswordModel(token: link.token)
/// model.verifyToken()            // [.verifyResetToken(token: "...", request: 1)]
/// model.receiveVerification(.success(VerifyResetTokenResponse(valid: true, message: "ok")), request: 1)
/// model.enterNewPassword("Password123")
/// model.enterConfirmPassword("Password123")
/// model.submit()                 // [.resetPassword(token: "...", newPassword: "Password123", request: 2)]
/// ```
///
/// Each verification or submit gets a new request number; results for any other number are ignored.
/// Deviation from the seed: the password fields are cleared after a successful reset (the seed's own
/// best-practice list asks for it); after a failed one they are kept.
public struct ResetPasswordModel: Sendable, Hashable {
    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Call ``PasswordResetAPI/verifyResetToken(_:)`` and feed the result to ``receiveVerification(_:request:)``.
        case verifyResetToken(token: String, request: Int)
        /// Call ``PasswordResetAPI/resetPassword(token:newPassword:)``; feed the result to ``receiveReset(_:request:)``.
        case resetPassword(token: String, newPassword: String, request: Int)
        /// Close the screen and go back to the login screen.
        case dismiss
    }

    /// A password field of the form.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// "New Password".
        case newPassword = "new"
        /// "Confirm Password".
        case confirmPassword = "confirm"
    }

    /// The token from the reset link.
    public let token: String
    /// Whether "New Password" shows its text (the seed's eye button; a `SecureField` otherwise).
    public private(set) var showPassword = false
    /// Whether "Confirm Password" shows its text.
    public private(set) var showConfirmPassword = false
    /// Which passwords are accepted; ``PasswordResetPasswordRule/seed`` unless chosen otherwise.
    public let rule: PasswordResetPasswordRule
    /// The "New Password" field.
    public private(set) var newPassword = ""
    /// The "Confirm Password" field.
    public private(set) var confirmPassword = ""
    /// Whether a reset request is in flight.
    public private(set) var isLoading = false
    /// Whether the link is being checked (true from the start, as in the seed).
    public private(set) var isVerifyingToken = true
    /// Whether the "Password Reset Successful" alert is up.
    public private(set) var showSuccess = false
    /// The current error text, or nil.
    public private(set) var errorMessage: String?
    /// The server's answer for a valid link.
    public private(set) var tokenInfo: VerifyResetTokenResponse?
    /// The number of the last request sent; 0 before the first.
    public private(set) var request = 0
    private var pendingVerification: Int?
    private var pendingReset: Int?

    /// A screen for `token`, checking passwords with `rule`.
    public init(token: String, rule: PasswordResetPasswordRule = .seed) {
        self.token = token
        self.rule = rule
    }

    /// The requirement rows for what is typed (the seed's five with the default rule).
    public var passwordValidation: [PasswordResetRequirement] {
        rule.requirements(newPassword: newPassword, confirmPassword: confirmPassword)
    }
    /// Whether the requirement rows are on screen (once something is typed in "New Password").
    public var showsRequirements: Bool { !newPassword.isEmpty }
    /// Whether every requirement is met.
    public var isPasswordValid: Bool { passwordValidation.allSatisfy(\.isMet) }
    /// Whether "Reset Password" is enabled: valid passwords, not loading, and the form on screen.
    public var canSubmit: Bool { isPasswordValid && !isLoading && tokenState.showsForm }
    /// Whether the form's "Back to Login" is enabled (not while loading).
    public var canGoBack: Bool { !isLoading }
    /// The submit button's label, or nil while the spinner replaces it.
    public var submitButtonTitle: String? { isLoading ? nil : PasswordResetStrings.resetPassword }

    /// What the screen shows about the link: the seed view's `if` chain over these fields.
    public var tokenState: ResetPasswordTokenState {
        if isVerifyingToken { return .verifying }
        if let errorMessage, tokenInfo == nil {
            return .invalid(message: errorMessage.isEmpty ? PasswordResetStrings.invalidLinkFallback : errorMessage)
        }
        return .valid(userEmail: tokenInfo?.userEmail)
    }

    /// The line under the title, "For: <email>", when the server named the account.
    public var accountLine: String? { tokenInfo?.userEmail.map(PasswordResetStrings.resettingFor) }

    /// The error shown inside the form (not the invalid-link screen's message), or nil.
    public var formErrorMessage: String? { tokenState.showsForm ? errorMessage : nil }

    /// The "Password Reset Successful" alert while it is up.
    public var successAlert: PasswordResetAlert? {
        guard showSuccess else { return nil }
        return PasswordResetAlert(
            title: PasswordResetStrings.resetSuccessTitle, message: PasswordResetStrings.resetSuccessMessage,
            button: PasswordResetStrings.loginNow)
    }

    /// Types into "New Password".
    public mutating func enterNewPassword(_ text: String) { newPassword = text }

    /// The eye button beside `field`: shows or hides its text.
    public mutating func toggleVisibility(of field: Field) {
        switch field {
        case .newPassword: showPassword.toggle()
        case .confirmPassword: showConfirmPassword.toggle()
        }
    }

    /// Types into "Confirm Password".
    public mutating func enterConfirmPassword(_ text: String) { confirmPassword = text }

    /// The screen appeared (or reappeared): checks the link. Typed passwords are kept.
    public mutating func verifyToken() -> [Effect] {
        isVerifyingToken = true
        errorMessage = nil
        request += 1
        pendingVerification = request
        return [.verifyResetToken(token: token, request: request)]
    }

    /// Feeds the outcome of verification number `request`; other numbers are ignored.
    ///
    /// `valid: true` shows the form; `valid: false` shows the server's message on the invalid-link
    /// screen; a ``PasswordResetError`` shows its message there; anything else shows
    /// "Failed to verify reset link. Please try again.".
    public mutating func receiveVerification(
        _ result: Result<VerifyResetTokenResponse, any Error>, request: Int
    ) -> [Effect] {
        guard request == pendingVerification else { return [] }
        pendingVerification = nil
        switch result {
        case .success(let response) where response.valid:
            tokenInfo = response
        case .success(let response):
            errorMessage = response.message
        case .failure(let error):
            errorMessage = (error as? PasswordResetError)?.description ?? PasswordResetStrings.verificationFailed
        }
        isVerifyingToken = false
        return []
    }

    /// Taps "Reset Password": sends the new password if ``canSubmit``, else does nothing.
    public mutating func submit() -> [Effect] {
        guard canSubmit else { return [] }
        isLoading = true
        errorMessage = nil
        request += 1
        pendingReset = request
        return [.resetPassword(token: token, newPassword: newPassword, request: request)]
    }

    /// Feeds the outcome of reset number `request`; other numbers are ignored.
    ///
    /// Success raises the alert and clears the password fields; a failure keeps them and shows the
    /// ``PasswordResetError``'s message, or "An unexpected error occurred. Please try again.".
    public mutating func receiveReset(_ result: Result<ResetPasswordResponse, any Error>, request: Int) -> [Effect] {
        guard request == pendingReset else { return [] }
        pendingReset = nil
        isLoading = false
        switch result {
        case .success:
            showSuccess = true
            newPassword = ""
            confirmPassword = ""
        case .failure(let error):
            errorMessage = (error as? PasswordResetError)?.description ?? PasswordResetStrings.unexpectedError
        }
        return []
    }

    /// Taps "Login Now" on the success alert: closes it and the screen.
    public mutating func acknowledgeSuccess() -> [Effect] {
        guard showSuccess else { return [] }
        showSuccess = false
        return [.dismiss]
    }

    /// Taps "Back to Login" (on the invalid-link screen, or the form's when not loading).
    public mutating func backToLogin() -> [Effect] {
        if case .invalid = tokenState { return [.dismiss] }
        return canGoBack ? [.dismiss] : []
    }
}
