import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Seed 002's `/v1` routes on the real server, through `HTTPPasswordResetAPI` and the seed's screens.
struct PasswordResetOverHTTPTests {
    @Test func theSeedScreensRequestVerifyResetAndAReplayFails() async throws {
        try await ServerFixture.withTestMode { _, t in
            let sandbox = try await t.createSandbox(email: "valid@email.com")
            let runner = PasswordResetRunner(api: t.passwordResetAPI(sandbox))

            var forgot = ForgotPasswordModel()
            forgot.enterEmail("valid@email.com")
            #expect(await runner.perform(forgot.submit(), on: &forgot).isEmpty)
            #expect(forgot.successAlert?.title == "Check Your Email")

            let mail = try #require(try await t.outbox(sandbox.sandbox).messages.last)
            #expect(mail.kind == .passwordResetLink)
            #expect(mail.to == "valid@email.com")
            #expect(mail.sentAt == 1_800_000_000)
            let link = try ResetPasswordLink(parsing: try #require(mail.link))
            #expect(link.form == .customScheme)
            #expect(link.token.count == 64)

            var reset = ResetPasswordModel(token: link.token)
            #expect(await runner.perform(reset.verifyToken(), on: &reset).isEmpty)
            #expect(reset.tokenState == .valid(userEmail: "valid@email.com"))
            reset.enterNewPassword("NewPassw0rd")
            reset.enterConfirmPassword("NewPassw0rd")
            #expect(await runner.perform(reset.submit(), on: &reset).isEmpty)
            #expect(reset.successAlert?.button == "Login Now")

            var replay = ResetPasswordModel(token: link.token)
            #expect(await runner.perform(replay.verifyToken(), on: &replay).isEmpty)
            #expect(replay.tokenState == .invalid(message: PasswordResetError.invalidToken.description))
            await #expect(throws: PasswordResetError.invalidToken) {
                try await t.passwordResetAPI(sandbox).resetPassword(token: link.token, newPassword: "Other1Passw0rd")
            }
            let me = try await t.call(
                "GET", "/api/auth/me", sandbox: sandbox.sandbox, headers: ["Authorization": "Bearer \(sandbox.token)"])
            #expect(try t.decode(GetCurrentUserResponse.self, me).hasPassword)
        }
    }

    /// Issue 25: `/v1/auth/login` (the login screen the seeds show): the account's password logs in, a wrong
    /// password and an unknown address get the same 401, and after a reset only the new password works.
    @Test func loginTakesTheCurrentPasswordOnly() async throws {
        try await ServerFixture.withTestMode { _, t in
            let sandbox = try await t.createSandbox()
            let api = t.passwordResetAPI(sandbox)
            #expect(try await api.login(email: "Ann@example.com", password: "OldPassw0rd").message == "Logged in.")
            let wrong = try await t.call(
                "POST", "/v1/auth/login", body: LoginRequest(email: "ann@example.com", password: "nope"),
                sandbox: sandbox.sandbox)
            let unknown = try await t.call(
                "POST", "/v1/auth/login", body: LoginRequest(email: "nobody@example.com", password: "nope"),
                sandbox: sandbox.sandbox)
            #expect(wrong.status == 401)
            #expect(unknown.status == wrong.status && unknown.data == wrong.data)
            await #expect(throws: PasswordResetError.invalidCredentials) {
                try await api.login(email: "ann@example.com", password: "nope")
            }
            _ = try await api.requestPasswordReset(email: "ann@example.com")
            let link = try ResetPasswordLink(
                parsing: try #require(try await t.outbox(sandbox.sandbox).messages.last?.link))
            _ = try await api.resetPassword(token: link.token, newPassword: "NewPassw0rd")
            await #expect(throws: PasswordResetError.invalidCredentials) {
                try await api.login(email: "ann@example.com", password: "OldPassw0rd")
            }
            #expect(try await api.login(email: "ann@example.com", password: "NewPassw0rd").userId.isEmpty == false)
        }
    }

    @Test func knownAndUnknownAddressesGetTheSameAnswer() async throws {
        try await ServerFixture.withTestMode { _, t in
            let sandbox = try await t.createSandbox()
            let known = try await t.call(
                "POST", "/v1/auth/forgot-password", body: ForgotPasswordRequest(email: "ann@example.com"),
                sandbox: sandbox.sandbox)
            let unknown = try await t.call(
                "POST", "/v1/auth/forgot-password", body: ForgotPasswordRequest(email: "nobody@example.com"),
                sandbox: sandbox.sandbox)
            #expect(known.status == 200)
            #expect(unknown.status == known.status)
            #expect(unknown.data == known.data)
            #expect(try await t.outbox(sandbox.sandbox).messages.count == 1)
        }
    }

    @Test func aNewerRequestSupersedesAndTokensExpireOnTheSandboxClock() async throws {
        try await ServerFixture.withTestMode { _, t in
            let sandbox = try await t.createSandbox()
            let api = t.passwordResetAPI(sandbox)
            _ = try await api.requestPasswordReset(email: "ann@example.com")
            let first = try await t.latestResetToken(sandbox.sandbox)
            _ = try await api.requestPasswordReset(email: "ANN@Example.com")
            let second = try await t.latestResetToken(sandbox.sandbox)
            #expect(first != second)
            await #expect(throws: PasswordResetError.invalidToken) { try await api.verifyResetToken(first) }
            #expect(try await api.verifyResetToken(second).valid)

            _ = try await t.advance(600, sandbox: sandbox.sandbox)  // the hardened policy's 10 minutes
            let expired = try await api.verifyResetToken(second)
            #expect(!expired.valid)
            #expect(expired.message == PasswordResetError.tokenExpired.description)
            await #expect(throws: PasswordResetError.tokenExpired) {
                try await api.resetPassword(token: second, newPassword: "NewPassw0rd")
            }
        }
    }

    @Test func aWeakPasswordIsRefusedAndTheTokenStaysUsable() async throws {
        try await ServerFixture.withTestMode { _, t in
            let sandbox = try await t.createSandbox()
            let api = t.passwordResetAPI(sandbox)
            _ = try await api.requestPasswordReset(email: "ann@example.com")
            let token = try await t.latestResetToken(sandbox.sandbox)
            do {
                _ = try await api.resetPassword(token: token, newPassword: "short")
                Issue.record("a weak password was accepted")
            } catch let error as PasswordResetError {
                guard case .weakPassword(let message) = error else { throw error }
                #expect(message.contains("Password"))
            }
            #expect(try await api.resetPassword(token: token, newPassword: "NewPassw0rd").userId == sandbox.userId)
        }
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let endpoint: APIEndpoint
        let body: String
        let detail: String
        var testDescription: String { "\(endpoint.path) \(body.prefix(40))" }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            endpoint: PasswordResetRoutes.forgotPassword.endpoint, body: "{", detail: "request body is not valid JSON"),
        BadInput(endpoint: PasswordResetRoutes.forgotPassword.endpoint, body: "{}", detail: "email is required"),
        BadInput(
            endpoint: PasswordResetRoutes.forgotPassword.endpoint, body: #"{"email": 5}"#,
            detail: "email must be a string"),
        BadInput(
            endpoint: PasswordResetRoutes.forgotPassword.endpoint, body: #"{"email": "nope"}"#,
            detail: "email must be a valid email address"),
        BadInput(
            endpoint: PasswordResetRoutes.forgotPassword.endpoint, body: #"{"email": "a@b.co", "admin": true}"#,
            detail: "admin is not a known field"),
        BadInput(
            endpoint: PasswordResetRoutes.verifyResetToken.endpoint, body: "[]",
            detail: "request body must be a JSON object"),
        BadInput(
            endpoint: PasswordResetRoutes.verifyResetToken.endpoint, body: #"{"token": null}"#,
            detail: "token must be a string, not null"),
        BadInput(
            endpoint: PasswordResetRoutes.resetPassword.endpoint, body: #"{"token": "t"}"#,
            detail: "new_password is required"),
        BadInput(
            endpoint: PasswordResetRoutes.resetPassword.endpoint, body: #"{"token": "t", "newPassword": "x"}"#,
            detail: "new_password is required"),
    ]

    @Test(arguments: badInputs)
    func badInputIsA400WithTheFieldNamedInDetail(_ c: BadInput) async throws {
        try await ServerFixture.with { f in
            let t = TestRoutesProbe(baseURL: f.baseURL)
            let answer = try await t.call("POST", c.endpoint.path, rawBody: Data(c.body.utf8))
            #expect(answer.status == 400)
            let body = try t.decode([String: String].self, answer)
            #expect(body["detail"]?.hasPrefix(c.detail) == true, "got \(answer.text)")
        }
    }

    @Test func meAnswersTheWholeGetCurrentUserResponseAndTheSubsetStillDecodes() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let answer = try await f.raw("GET", "/api/auth/me", body: nil)
            let me = try JSONDecoder().decode(GetCurrentUserResponse.self, from: answer.data)
            #expect(me.user == User(id: "dev", email: "dev@example.com", name: "dev", companyId: "company-1"))
            #expect(me.company == .reference)
            #expect(!me.hasPassword)
            #expect(
                me.passcodeState
                    == CurrentUserPasscodeState(hasPasscode: true, passcodeEnabled: true, passcodeTimeoutMinutes: nil))
            #expect(try await f.api.currentUser() == me.passcodeState)
        }
    }
}
