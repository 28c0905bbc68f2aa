/// The forgot-password screen of seed 002 without SwiftUI: a pure state machine that returns effects.
///
/// Inputs are method calls; the API call comes back as an ``Effect`` for the owner to perform, whose
/// result is fed in with ``receive(_:request:)``. Nothing here reads a clock or does I/O.
///
/// ```swift
/// var model = ForgotPasswordModel()
/// model.enterEmail("valid@email.com")
/// let effects = model.submit()   // [.requestPasswordReset(email: "valid@email.com", request: 1)]
/// // the owner calls api.requestPasswordReset(email:) and feeds the outcome back:
/// model.receive(.success(ForgotPasswordResponse(message: "sent")), request: 1)
/// model.successAlert?.title      // "Check Your Email"
/// ```
///
/// Request numbers: each submit starts a new request; a result for any other number (a stale or
/// duplicated answer) is ignored.
public struct ForgotPasswordModel: Sendable, Hashable {
    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Call ``PasswordResetAPI/requestPasswordReset(email:)`` and feed the result back with `request`.
        case requestPasswordReset(email: String, request: Int)
        /// Close the screen (back to the login screen).
        case dismiss
    }

    /// The email field's text, exactly as typed.
    public private(set) var email = ""
    /// Whether a request is in flight (spinner on the button, field and buttons disabled).
    public private(set) var isLoading = false
    /// Whether the "Check Your Email" alert is up.
    public private(set) var showSuccess = false
    /// The error under the field (from the API), or nil.
    public private(set) var errorMessage: String?
    /// The server's message from the last successful request (the seed only logs it).
    public private(set) var lastServerMessage: String?
    /// The number of the request in flight, or of the last one sent; 0 before the first.
    public private(set) var request = 0

    /// An empty screen.
    public init() {}

    /// Whether the email matches the seed's pattern.
    public var isValidEmail: Bool { ForgotPasswordEmailFormat.isValid(email) }
    /// Whether "Send Reset Link" is enabled: `!email.isEmpty && isValidEmail && !isLoading`.
    public var canSubmit: Bool { !email.isEmpty && isValidEmail && !isLoading }
    /// Whether the email field accepts typing (not while loading).
    public var isEmailFieldEnabled: Bool { !isLoading }
    /// Whether "Back to Login" is enabled (not while loading).
    public var canGoBack: Bool { !isLoading }
    /// "Please enter a valid email address" under a non-empty malformed email, else nil.
    public var emailValidationMessage: String? {
        !email.isEmpty && !isValidEmail ? PasswordResetStrings.invalidEmail : nil
    }
    /// The submit button's label, or nil while the spinner replaces it.
    public var submitButtonTitle: String? { isLoading ? nil : PasswordResetStrings.sendResetLink }
    /// The "Check Your Email" alert while it is up.
    public var successAlert: PasswordResetAlert? {
        guard showSuccess else { return nil }
        return PasswordResetAlert(
            title: PasswordResetStrings.checkEmailTitle, message: PasswordResetStrings.checkEmailMessage,
            button: PasswordResetStrings.checkEmailButton)
    }

    /// Types into the email field; ignored while loading, as the disabled field would.
    public mutating func enterEmail(_ text: String) {
        guard isEmailFieldEnabled else { return }
        email = text
    }

    /// Taps "Send Reset Link": starts a request if ``canSubmit``, else does nothing.
    public mutating func submit() -> [Effect] {
        guard canSubmit else { return [] }
        isLoading = true
        errorMessage = nil
        request += 1
        return [.requestPasswordReset(email: email, request: request)]
    }

    /// Feeds the outcome of request number `request`; other numbers are ignored.
    ///
    /// Success raises the alert. A ``PasswordResetError`` shows its message; any other error shows
    /// "An unexpected error occurred. Please try again.". The email is kept either way.
    public mutating func receive(_ result: Result<ForgotPasswordResponse, any Error>, request: Int) -> [Effect] {
        guard isLoading, request == self.request else { return [] }
        isLoading = false
        switch result {
        case .success(let response):
            showSuccess = true
            lastServerMessage = response.message
        case .failure(let error):
            errorMessage = (error as? PasswordResetError)?.description ?? PasswordResetStrings.unexpectedError
        }
        return []
    }

    /// Taps "OK" on the "Check Your Email" alert: closes it and the screen.
    public mutating func acknowledgeSuccess() -> [Effect] {
        guard showSuccess else { return [] }
        showSuccess = false
        return [.dismiss]
    }

    /// Taps "Back to Login": closes the screen unless a request is in flight.
    public mutating func backToLogin() -> [Effect] {
        canGoBack ? [.dismiss] : []
    }

    /// The seed's `reset()`: clears the email, the alert and the error.
    public mutating func reset() {
        email = ""
        showSuccess = false
        errorMessage = nil
    }
}
