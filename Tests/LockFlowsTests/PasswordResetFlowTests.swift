import Foundation
import LockCore
import Testing

@testable import LockFlows

/// Both screens driven end to end through `PasswordResetRunner`, against the in-process backend or a stub.
struct PasswordResetFlowTests {
    private func backend() async throws -> InMemoryPasswordResetBackend {
        let backend = InMemoryPasswordResetBackend(policy: PasswordResetBackendTests.fastHardened)
        try await backend.register(email: "valid@email.com", password: "OldPassw0rd")
        return backend
    }

    private func requestLink(_ runner: PasswordResetRunner, email: String = "valid@email.com") async
        -> ForgotPasswordModel
    {
        var screen = ForgotPasswordModel()
        screen.enterEmail(email)
        #expect(await runner.perform(screen.submit(), on: &screen).isEmpty)
        return screen
    }

    private func openLink(_ link: ResetPasswordLink, runner: PasswordResetRunner) async -> ResetPasswordModel {
        var screen = ResetPasswordModel(token: link.token)
        #expect(await runner.perform(screen.verifyToken(), on: &screen).isEmpty)
        return screen
    }

    private func typeAndSubmit(_ password: String, on screen: inout ResetPasswordModel, runner: PasswordResetRunner)
        async -> [ResetPasswordModel.Effect]
    {
        screen.enterNewPassword(password)
        screen.enterConfirmPassword(password)
        return await runner.perform(screen.submit(), on: &screen)
    }

    // The seed's user flow, top to bottom: forgot → email → link → reset → success → login
    @Test func seedUserFlow_forgotEmailLinkResetLogin() async throws {
        let backend = try await backend()
        let runner = PasswordResetRunner(api: backend)
        var forgot = await requestLink(runner)
        #expect(forgot.successAlert?.title == "Check Your Email")
        #expect(forgot.acknowledgeSuccess() == [.dismiss])

        // Checklist "Email Reception": Link opens app (deep link works)
        let email = try #require(await backend.outbox.last)
        let link = try ResetPasswordLink(parsing: email.link.url.absoluteString)
        var reset = await openLink(link, runner: runner)
        #expect(reset.tokenState == .valid(userEmail: "valid@email.com"))
        #expect(reset.accountLine == "For: valid@email.com")

        #expect(await typeAndSubmit("Password123", on: &reset, runner: runner).isEmpty)
        #expect(reset.successAlert?.button == "Login Now")
        #expect(reset.acknowledgeSuccess() == [.dismiss])
        #expect(await backend.passwordMatches(email: "valid@email.com", password: "Password123"))
    }

    @Test func anUnknownAddressSeesTheSameCheckYourEmailAlert() async throws {
        let backend = try await backend()
        let runner = PasswordResetRunner(api: backend)
        let known = await requestLink(runner)
        let unknown = await requestLink(runner, email: "nobody@email.com")
        #expect(known.successAlert == unknown.successAlert)
        #expect(await backend.outbox.count == 1)
    }

    // Checklist "Edge Cases": Token used twice → Error shown
    @Test func checklistEdgeCases_openingAUsedLinkShowsInvalidResetLink() async throws {
        let backend = try await backend()
        let runner = PasswordResetRunner(api: backend)
        _ = await requestLink(runner)
        let link = try #require(await backend.outbox.last).link
        var first = await openLink(link, runner: runner)
        _ = await typeAndSubmit("Password123", on: &first, runner: runner)
        #expect(first.showSuccess)

        let second = await openLink(link, runner: runner)
        #expect(second.tokenState == .invalid(message: "Invalid or expired reset token"))
    }

    @Test func checklistEdgeCases_submittingAUsedTokenFromAnOpenFormShowsTheError() async throws {
        let backend = try await backend()
        let runner = PasswordResetRunner(api: backend)
        _ = await requestLink(runner)
        let link = try #require(await backend.outbox.last).link
        var tabA = await openLink(link, runner: runner)
        var tabB = await openLink(link, runner: runner)
        _ = await typeAndSubmit("Password123", on: &tabA, runner: runner)
        _ = await typeAndSubmit("Password456", on: &tabB, runner: runner)
        #expect(tabA.showSuccess)
        #expect(tabB.formErrorMessage == "Invalid or expired reset token")
        #expect(tabB.newPassword == "Password456")
    }

    // Checklist "Reset Password Flow": Expired token → Appropriate error
    @Test func checklistResetFlow_anExpiredLinkSaysItExpired() async throws {
        let backend = try await backend()
        let runner = PasswordResetRunner(api: backend)
        _ = await requestLink(runner)
        let link = try #require(await backend.outbox.last).link
        var open = await openLink(link, runner: runner)
        await backend.advance(by: .seconds(11 * 60))

        let later = await openLink(link, runner: runner)
        #expect(later.tokenState == .invalid(message: "This reset link has expired. Please request a new one."))

        // A form opened before expiry gets the seed's tokenExpired message on submit, input kept.
        _ = await typeAndSubmit("Password123", on: &open, runner: runner)
        #expect(open.formErrorMessage == "This reset link has expired. Please request a new one.")
        #expect(open.newPassword == "Password123")
    }

    @Test func aSupersededLinkIsInvalid() async throws {
        let backend = try await backend()
        let runner = PasswordResetRunner(api: backend)
        _ = await requestLink(runner)
        let old = try #require(await backend.outbox.last).link
        _ = await requestLink(runner)
        let screen = await openLink(old, runner: runner)
        #expect(screen.tokenState == .invalid(message: "Invalid or expired reset token"))
    }

    // Bad input: API error or timeout leaves a valid state with a clear message
    @Test func aTimedOutRequestLeavesTheForgotScreenUsable() async {
        let runner = PasswordResetRunner(api: PasswordResetStubAPI(forgot: { _ in throw PasswordResetError.timedOut }))
        var screen = await requestLink(runner)
        #expect(screen.errorMessage == "Network error: The request timed out.")
        #expect(screen.email == "valid@email.com" && !screen.isLoading && screen.canSubmit)
        #expect(screen.backToLogin() == [.dismiss])
    }

    // A transport failure that is not a PasswordResetError (the seed's URLError) gets the seed's verify message.
    @Test func aFailedVerificationShowsTheInvalidLinkScreenWithTheReason() async {
        let runner = PasswordResetRunner(api: PasswordResetStubAPI(verify: { _ in throw PasswordResetStubError() }))
        var screen = await openLink(ResetPasswordLink(token: "abc"), runner: runner)
        #expect(screen.tokenState == .invalid(message: "Failed to verify reset link. Please try again."))
        #expect(screen.backToLogin() == [.dismiss])
    }

    // Checklist "Edge Cases": Server error → User-friendly message
    @Test func checklistEdgeCases_aServerErrorOnResetShowsItsDetailAndKeepsTheForm() async {
        let api = PasswordResetStubAPI(
            verify: { _ in VerifyResetTokenResponse(valid: true, message: "ok") },
            reset: { _, _ in throw PasswordResetError.serverError("Something went wrong. Please try again later.") })
        let runner = PasswordResetRunner(api: api)
        var screen = await openLink(ResetPasswordLink(token: "abc"), runner: runner)
        _ = await typeAndSubmit("Password123", on: &screen, runner: runner)
        #expect(screen.formErrorMessage == "Something went wrong. Please try again later.")
        #expect(screen.tokenState.showsForm && screen.canSubmit)
    }

    @Test func theRunnerReturnsOnlyUIEffects() async {
        let runner = PasswordResetRunner(api: PasswordResetStubAPI())
        var screen = ForgotPasswordModel()
        #expect(await runner.perform([.dismiss], on: &screen) == [.dismiss])
    }
}
