import LockFlows
import Testing

/// The reset-password screen (`ResetPasswordModel`) driven by hand: effects out, results in.
struct PasswordResetScreenTests {
    private let valid = VerifyResetTokenResponse(
        valid: true, message: "ok", expiresAt: "2026-01-01T00:10:00Z", userEmail: "ann@example.com")

    private func verified(_ response: VerifyResetTokenResponse? = nil) -> ResetPasswordModel {
        var model = ResetPasswordModel(token: "tok")
        _ = model.verifyToken()
        _ = model.receiveVerification(.success(response ?? valid), request: 1)
        return model
    }

    private func filled() -> ResetPasswordModel {
        var model = verified()
        model.enterNewPassword("Password123")
        model.enterConfirmPassword("Password123")
        return model
    }

    @Test func theScreenStartsVerifyingAndAsksForTheTokenToBeChecked() {
        var model = ResetPasswordModel(token: "tok")
        #expect(model.tokenState == .verifying)
        #expect(model.verifyToken() == [.verifyResetToken(token: "tok", request: 1)])
        #expect(model.tokenState == .verifying)
        #expect(!model.canSubmit)
    }

    // Checklist "Reset Password Flow": Valid token → Form shown
    @Test func checklistResetFlow_validTokenShowsTheForm() {
        let model = verified()
        #expect(model.tokenState == .valid(userEmail: "ann@example.com"))
        #expect(model.accountLine == "For: ann@example.com")
        #expect(model.formErrorMessage == nil)
    }

    // Checklist "Reset Password Flow": Invalid token → Error shown
    @Test func checklistResetFlow_invalidTokenShowsTheSeedsMessage() {
        var model = ResetPasswordModel(token: "tok")
        _ = model.verifyToken()
        _ = model.receiveVerification(.failure(PasswordResetError.invalidToken), request: 1)
        #expect(model.tokenState == .invalid(message: "Invalid or expired reset token"))
        #expect(!model.canSubmit)
        #expect(model.backToLogin() == [.dismiss])
    }

    // Checklist "Reset Password Flow": Expired token → Appropriate error
    @Test func checklistResetFlow_expiredTokenShowsTheServersMessage() {
        let expired = VerifyResetTokenResponse(
            valid: false, message: "This reset link has expired. Please request a new one.")
        #expect(
            verified(expired).tokenState == .invalid(message: "This reset link has expired. Please request a new one."))
    }

    static let verifyFailures: [(any Error & Sendable, String)] = [
        (PasswordResetError.timedOut, "Network error: The request timed out."),
        (PasswordResetStubError(), "Failed to verify reset link. Please try again."),
    ]

    @Test(arguments: verifyFailures)
    func verificationThatFailsToCompleteSaysSoAndCanBeRetried(error: any Error & Sendable, message: String) {
        var model = ResetPasswordModel(token: "tok")
        _ = model.verifyToken()
        _ = model.receiveVerification(.failure(error), request: 1)
        #expect(model.tokenState == .invalid(message: message))
        #expect(model.verifyToken() == [.verifyResetToken(token: "tok", request: 2)])
        _ = model.receiveVerification(.success(valid), request: 2)
        #expect(model.tokenState.showsForm)
    }

    @Test func anEmptyServerMessageFallsBackToTheSeedsInvalidLinkText() {
        let model = verified(VerifyResetTokenResponse(valid: false, message: ""))
        #expect(model.tokenState == .invalid(message: "This reset link is invalid or has expired."))
    }

    @Test func submitSendsTheTypedPasswordOnlyWhenEveryRowIsMet() {
        var model = verified()
        model.enterNewPassword("Password123")
        #expect(!model.canSubmit)
        #expect(model.submit().isEmpty)
        model.enterConfirmPassword("Password123")
        #expect(model.canSubmit)
        #expect(model.submit() == [.resetPassword(token: "tok", newPassword: "Password123", request: 2)])
        #expect(model.isLoading && model.submitButtonTitle == nil && !model.canGoBack)
        #expect(model.submit().isEmpty, "no double submit")
    }

    @Test func submitIsRefusedUntilTheLinkIsVerified() {
        var model = ResetPasswordModel(token: "tok")
        model.enterNewPassword("Password123")
        model.enterConfirmPassword("Password123")
        #expect(model.isPasswordValid && !model.canSubmit)
        #expect(model.submit().isEmpty)
    }

    // Checklist "Reset Password Flow": Success redirects to login
    @Test func checklistResetFlow_successAlertLeadsBackToLogin() {
        var model = filled()
        _ = model.submit()
        _ = model.receiveReset(.success(ResetPasswordResponse(message: "done", userId: "u1")), request: 2)
        #expect(
            model.successAlert
                == PasswordResetAlert(
                    title: "Password Reset Successful",
                    message: "Your password has been reset successfully. You can now log in with your new password.",
                    button: "Login Now"))
        #expect(model.newPassword.isEmpty && model.confirmPassword.isEmpty, "fields cleared after success")
        #expect(model.acknowledgeSuccess() == [.dismiss])
        #expect(model.successAlert == nil)
    }

    static let resetFailures: [(any Error & Sendable, String)] = [
        (PasswordResetError.offline, "Network error: The Internet connection appears to be offline."),
        (PasswordResetError.timedOut, "Network error: The request timed out."),
        (PasswordResetError.tokenExpired, "This reset link has expired. Please request a new one."),
        (PasswordResetError.weakPassword("Password is too common"), "Password is too common"),
        (PasswordResetStubError(), "An unexpected error occurred. Please try again."),
    ]

    // Checklist "Edge Cases": Network offline → Error handled gracefully
    @Test(arguments: resetFailures)
    func checklistEdgeCases_failedResetKeepsTheFormAndTheInputWithAMessage(
        error: any Error & Sendable, message: String
    ) {
        var model = filled()
        _ = model.submit()
        _ = model.receiveReset(.failure(error), request: 2)
        #expect(model.formErrorMessage == message)
        #expect(model.tokenState.showsForm)
        #expect(model.newPassword == "Password123" && model.confirmPassword == "Password123")
        #expect(!model.isLoading && model.canSubmit && !model.showSuccess)
    }

    // Checklist "Edge Cases": Navigate away and back → State preserved
    @Test func checklistEdgeCases_navigatingAwayAndBackKeepsTheTypedPasswords() {
        var model = verified()
        model.enterNewPassword("Password123")
        #expect(model.verifyToken() == [.verifyResetToken(token: "tok", request: 2)])  // the view's .task again
        _ = model.receiveVerification(.success(valid), request: 2)
        #expect(model.newPassword == "Password123")
        #expect(model.tokenState == .valid(userEmail: "ann@example.com"))
    }

    @Test func aLateVerificationAnswerForAnEarlierAppearanceIsIgnored() {
        var model = ResetPasswordModel(token: "tok")
        _ = model.verifyToken()
        _ = model.verifyToken()
        _ = model.receiveVerification(.failure(PasswordResetError.invalidToken), request: 1)
        #expect(model.tokenState == .verifying)
        _ = model.receiveVerification(.success(valid), request: 2)
        #expect(model.tokenState.showsForm)
    }

    @Test func aResetAnswerWithTheWrongRequestNumberIsIgnored() {
        var model = filled()
        _ = model.submit()
        _ = model.receiveReset(.success(ResetPasswordResponse(message: "done")), request: 1)
        #expect(model.isLoading && !model.showSuccess)
    }

    @Test func theFormsBackButtonIsDisabledWhileLoading() {
        var model = filled()
        #expect(model.backToLogin() == [.dismiss])
        _ = model.submit()
        #expect(model.backToLogin().isEmpty)
    }
}
