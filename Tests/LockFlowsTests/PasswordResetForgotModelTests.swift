import LockFlows
import Testing

struct PasswordResetForgotModelTests {
    private func model(email: String) -> ForgotPasswordModel {
        var model = ForgotPasswordModel()
        model.enterEmail(email)
        return model
    }

    // Seed 002, "Unit Testing": ForgotPasswordViewModelTests.testEmailValidation
    @Test func seedTestEmailValidation_invalidRejectedValidAccepted() {
        #expect(!model(email: "invalid").isValidEmail)
        #expect(model(email: "valid@email.com").isValidEmail)
    }

    // Seed 002, "Unit Testing": ForgotPasswordViewModelTests.testCanSubmitRequiresValidEmail
    @Test func seedTestCanSubmitRequiresValidEmail() {
        #expect(!model(email: "").canSubmit)
        #expect(!model(email: "invalid").canSubmit)
        #expect(model(email: "valid@email.com").canSubmit)
    }

    @Test(arguments: [
        ("valid@email.com", true),
        ("first.last+tag@sub.example.co.uk", true),
        ("UPPER_case%99@EXAMPLE.ORG", true),
        ("a@b.io", true),
        ("a@b.c", false),  // TLD shorter than 2 letters
        ("a@b.c0m", false),  // TLD must be letters
        ("@example.com", false),
        ("ann@", false),
        ("ann@example", false),
        ("ann example@example.com", false),
        (" ann@example.com", false),  // not trimmed, as in the seed
        ("ann@example.com\n", false),  // whole-string match: no trailing newline
        ("ann@exämple.com", false),
        ("ann@@example.com", false),
        ("", false),
    ])
    func emailMatchesTheSeedsPatternOverTheWholeString(email: String, valid: Bool) {
        #expect(ForgotPasswordEmailFormat.isValid(email) == valid)
        #expect(model(email: email).isValidEmail == valid)
    }

    // Checklist "Forgot Password Flow": Enter invalid email format → Validation error shown
    @Test func checklistForgotFlow_invalidEmailFormatShowsValidationError() {
        #expect(model(email: "invalid").emailValidationMessage == "Please enter a valid email address")
        #expect(model(email: "").emailValidationMessage == nil)
        #expect(model(email: "valid@email.com").emailValidationMessage == nil)
        var invalid = model(email: "invalid")
        #expect(invalid.submit().isEmpty)
    }

    // Checklist "Forgot Password Flow": Email field validation works (validation follows every keystroke)
    @Test func checklistForgotFlow_emailFieldValidationFollowsTyping() {
        var model = ForgotPasswordModel()
        var states: [Bool] = []
        for text in ["a", "a@", "a@b", "a@b.", "a@b.c", "a@b.co"] {
            model.enterEmail(text)
            states.append(model.canSubmit)
        }
        #expect(states == [false, false, false, false, false, true])
    }

    // Checklist "Forgot Password Flow": Loading state displays correctly
    @Test func checklistForgotFlow_loadingStateDisablesFieldAndButtons() {
        var model = model(email: "valid@email.com")
        #expect(model.submitButtonTitle == "Send Reset Link")
        #expect(model.submit() == [.requestPasswordReset(email: "valid@email.com", request: 1)])
        #expect(model.isLoading)
        #expect(model.submitButtonTitle == nil)
        #expect(!model.canSubmit && !model.isEmailFieldEnabled && !model.canGoBack)
        #expect(model.submit().isEmpty, "a second tap while loading sends nothing")
        #expect(model.backToLogin().isEmpty)
        model.enterEmail("other@email.com")
        #expect(model.email == "valid@email.com", "the disabled field ignores typing")
    }

    // Checklist "Forgot Password Flow": Enter valid email → Success message shown
    @Test func checklistForgotFlow_validEmailShowsSuccessMessage() {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        #expect(model.receive(.success(ForgotPasswordResponse(message: "sent")), request: 1).isEmpty)
        #expect(!model.isLoading)
        #expect(model.showSuccess)
        #expect(
            model.successAlert
                == PasswordResetAlert(
                    title: "Check Your Email",
                    message: "If an account exists with that email, we've sent you a password reset link. "
                        + "Please check your inbox and spam folder.",
                    button: "OK"))
        #expect(model.lastServerMessage == "sent")
    }

    // Checklist "Forgot Password Flow": Can dismiss view after success
    @Test func checklistForgotFlow_canDismissAfterSuccess() {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        _ = model.receive(.success(ForgotPasswordResponse(message: "sent")), request: 1)
        #expect(model.acknowledgeSuccess() == [.dismiss])
        #expect(model.successAlert == nil)
        #expect(model.acknowledgeSuccess().isEmpty, "no alert, nothing to acknowledge")
    }

    // Checklist "Edge Cases": Server error → User-friendly message
    @Test(arguments: [
        (
            PasswordResetError.serverError("Too many requests. Try again in a minute."),
            "Too many requests. Try again in a minute."
        ),
        (.timedOut, "Network error: The request timed out."),
        (.offline, "Network error: The Internet connection appears to be offline."),
    ])
    func checklistEdgeCases_apiErrorShowsItsMessageAndKeepsTheEmail(error: PasswordResetError, message: String) {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        _ = model.receive(.failure(error), request: 1)
        #expect(model.errorMessage == message)
        #expect(model.email == "valid@email.com")
        #expect(!model.isLoading && !model.showSuccess)
        #expect(model.canSubmit, "the user can try again")
    }

    @Test func anErrorThatIsNotAPasswordResetErrorShowsTheSeedsGenericMessage() {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        _ = model.receive(.failure(PasswordResetStubError()), request: 1)
        #expect(model.errorMessage == "An unexpected error occurred. Please try again.")
        #expect(model.email == "valid@email.com")
    }

    @Test func submittingAgainClearsThePreviousErrorAndStartsANewRequest() {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        _ = model.receive(.failure(PasswordResetError.timedOut), request: 1)
        #expect(model.submit() == [.requestPasswordReset(email: "valid@email.com", request: 2)])
        #expect(model.errorMessage == nil)
    }

    @Test func staleOrDuplicateResultsAreIgnored() {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        _ = model.receive(.failure(PasswordResetError.timedOut), request: 1)
        _ = model.submit()
        _ = model.receive(.success(ForgotPasswordResponse(message: "late")), request: 1)
        #expect(model.isLoading && !model.showSuccess, "request 1's late answer does not count for request 2")
        _ = model.receive(.success(ForgotPasswordResponse(message: "sent")), request: 2)
        _ = model.receive(.failure(PasswordResetError.timedOut), request: 2)
        #expect(model.showSuccess && model.errorMessage == nil, "a duplicate answer changes nothing")
    }

    @Test func resultsBeforeAnySubmitAreIgnored() {
        var model = ForgotPasswordModel()
        _ = model.receive(.success(ForgotPasswordResponse(message: "sent")), request: 0)
        #expect(model == ForgotPasswordModel())
    }

    @Test func resetClearsEmailAlertAndError() {
        var model = model(email: "valid@email.com")
        _ = model.submit()
        _ = model.receive(.failure(PasswordResetError.timedOut), request: 1)
        model.reset()
        #expect(model.email.isEmpty && model.errorMessage == nil && !model.showSuccess)
    }

    @Test func backToLoginDismissesWhenIdle() {
        var model = ForgotPasswordModel()
        #expect(model.backToLogin() == [.dismiss])
    }
}
