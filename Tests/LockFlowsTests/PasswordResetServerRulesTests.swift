import Foundation
import LockCore
import LockFlows
import Testing

/// `PasswordResetServerRules` called directly on a state value: no clock, no randomness, no I/O.
struct PasswordResetServerRulesTests {
    let rules = PasswordResetServerRules(policy: PasswordResetBackendTests.fastHardened)
    let t0 = WallClockInstant(secondsSince1970: 1_800_000_000)

    func state() throws -> PasswordResetServerState {
        var state = PasswordResetServerState()
        state.users["u1"] = try rules.makeUser(
            userID: "u1", email: "Ann@Example.com", password: "OldPassw0rd", salt: "00")
        state.users["u1"]?.sessions = 2
        return state
    }

    /// Carries a planned request's work out on `state` at `now` with a fixed token and salt, as a backend would
    /// (without counting it), and returns the answer (the plan's early one if it has it) and the context after.
    func run<Output>(
        _ planned: Result<PasswordResetPlan<Output>, PasswordResetRejection>, on state: inout PasswordResetServerState,
        at now: WallClockInstant, token: String = "tok", salt: String = "01"
    ) throws -> (answer: Result<Output, PasswordResetRejection>, context: PasswordResetRuleContext) {
        let plan = try planned.get()
        var context = PasswordResetRuleContext(now: now, token: token, salt: salt)
        let outcome = plan.work(&state, &context)
        return (plan.answer.map { .success($0) } ?? outcome, context)
    }

    @Test func requestKeepsOnlyTheDigestAndAnswersTheSameForUnknownAddresses() throws {
        var state = try state()
        let known = try run(rules.requestReset(ForgotPasswordRequest(email: "ANN@example.com")), on: &state, at: t0)
        let unknown = try run(
            rules.requestReset(ForgotPasswordRequest(email: "nobody@example.com")), on: &state, at: t0, token: "t2")
        #expect(try known.answer.get() == unknown.answer.get())
        #expect(try rules.requestReset(ForgotPasswordRequest(email: "nobody@example.com")).get().answer != nil)
        #expect(unknown.context.sentEmail == nil)
        #expect(known.context.sentEmail?.to == "Ann@Example.com")
        #expect(known.context.sentEmail?.link.url.absoluteString == "artitec://reset-password?token=tok")
        #expect(Set(state.tokens.keys) == [PasswordResetServerRules.digest(of: "tok")])
    }

    @Test func expiryIsAtTheLifetimeNotAfterIt() throws {
        var state = try state()
        _ = try run(rules.requestReset(ForgotPasswordRequest(email: "ann@example.com")), on: &state, at: t0)
        let verify = rules.verifyResetToken(VerifyResetTokenRequest(token: "tok"))
        #expect(try run(verify, on: &state, at: t0 + .seconds(599)).answer.get().valid)
        #expect(try run(verify, on: &state, at: t0 + .seconds(600)).answer.get().valid == false)
        let reset = rules.resetPassword(ResetPasswordRequest(token: "tok", newPassword: "NewPassw0rd"))
        #expect(try run(reset, on: &state, at: t0 + .seconds(600)).answer == .failure(.tokenExpired))
    }

    @Test func resetIsSingleUseRevokesOthersAndEndsSessions() throws {
        var state = try state()
        let request = rules.requestReset(ForgotPasswordRequest(email: "ann@example.com"))
        _ = try run(request, on: &state, at: t0, token: "old")
        _ = try run(request, on: &state, at: t0, token: "new")
        #expect(
            try run(rules.verifyResetToken(VerifyResetTokenRequest(token: "old")), on: &state, at: t0).answer
                == .failure(.invalidOrExpiredToken))
        let weak = try run(
            rules.resetPassword(ResetPasswordRequest(token: "new", newPassword: "weak")), on: &state, at: t0)
        #expect(weak.answer == .failure(.badRequest(PasswordResetPasswordRule.seed.rejection(of: "weak")!)))
        #expect(!weak.context.countsAgainstLimit, "a real token is no guess")
        let reset = rules.resetPassword(ResetPasswordRequest(token: "new", newPassword: "NewPassw0rd"))
        #expect(try run(reset, on: &state, at: t0).answer.get().userId == "u1")
        #expect(state.users["u1"]?.password?.matches("NewPassw0rd") == true)
        #expect(state.users["u1"]?.sessions == 0)
        let replay = try run(reset, on: &state, at: t0)
        #expect(replay.answer == .failure(.invalidToken))
        #expect(replay.context.countsAgainstLimit, "a used token counts as a guess")
    }

    /// Issue 25: the end of seed 002's flow — after a reset the new password logs in and the old one does not;
    /// an unknown address gets the same answer as a wrong password.
    @Test func loginAcceptsTheCurrentPasswordOnlyAndAnswersUnknownAddressesAlike() throws {
        var state = try state()
        func login(_ email: String, _ password: String) throws -> Result<LoginResponse, PasswordResetRejection> {
            try run(rules.login(LoginRequest(email: email, password: password)), on: &state, at: t0).answer
        }
        #expect(try login("ANN@example.com ", "OldPassw0rd").get().userId == "u1")
        #expect(state.users["u1"]?.sessions == 3, "a login opens a session")
        let wrong = try login("ann@example.com", "oldpassw0rd")
        #expect(wrong == .failure(.invalidCredentials))
        #expect(try login("nobody@example.com", "OldPassw0rd") == wrong)
        #expect(PasswordResetRejection.invalidCredentials.status == 401)
        #expect(PasswordResetError.invalidCredentials.description == "Invalid email or password")
        _ = try run(rules.requestReset(ForgotPasswordRequest(email: "ann@example.com")), on: &state, at: t0)
        let reset = rules.resetPassword(ResetPasswordRequest(token: "tok", newPassword: "NewPassw0rd"))
        _ = try run(reset, on: &state, at: t0).answer.get()
        #expect(try login("ann@example.com", "OldPassw0rd") == .failure(.invalidCredentials))
        #expect(try login("ann@example.com", "NewPassw0rd").get().userId == "u1")
    }

    /// Issue 39: the checks are the rules', before any work, so both backends refuse bad fields alike.
    @Test func fieldsAreCheckedBeforeAnyWork() {
        let tooLongAddress = String(repeating: "a", count: 243) + "@example.com"  // 255 bytes, the seed's format
        let invalidEmail = PasswordResetRejection.badRequest(PasswordResetServerRules.Message.invalidEmail)
        let passwordTooLong = PasswordResetRejection.badRequest(PasswordResetServerRules.Message.passwordTooLong)
        #expect(rules.requestReset(ForgotPasswordRequest(email: "nope")).failure == invalidEmail)
        #expect(rules.requestReset(ForgotPasswordRequest(email: " ann@example.com")).failure == invalidEmail)
        #expect(rules.requestReset(ForgotPasswordRequest(email: tooLongAddress)).failure == invalidEmail)
        #expect(rules.requestReset(ForgotPasswordRequest(email: String(tooLongAddress.dropFirst()))).failure == nil)
        #expect(rules.login(LoginRequest(email: tooLongAddress, password: "pw")).failure == invalidEmail)
        #expect(rules.login(LoginRequest(email: " ANN@example.com", password: "pw")).failure == nil)
        let longest = String(repeating: "é", count: PasswordResetServerRules.maximumPasswordLength)
        #expect(rules.login(LoginRequest(email: "ann@example.com", password: longest)).failure == nil)
        #expect(rules.login(LoginRequest(email: "ann@example.com", password: longest + "x")).failure == passwordTooLong)
        #expect(
            rules.resetPassword(ResetPasswordRequest(token: "t", newPassword: longest + "x")).failure == passwordTooLong
        )
        #expect(passwordTooLong.detail.contains("Password"), "the seed's reset screen reads it as a refused password")
    }

    @Test func requestsCountAgainstTheirLimitsAndRealTokensAreTakenBack() throws {
        var counts = RequestCounts()
        let limit = rules.limits.tokenGuessesPerClient.count
        for _ in 0..<limit { #expect(rules.admit(.tokenGuess, from: "c", at: t0, in: &counts) == nil) }
        let refused = try #require(rules.admit(.tokenGuess, from: "c", at: t0, in: &counts))
        #expect(refused.status == 429 && refused.retryAfterSeconds == 900)
        #expect(refused.detail == PasswordResetLimits.Message.tooManyTokenGuesses)
        #expect(rules.admit(.tokenGuess, from: "other", at: t0, in: &counts) == nil, "counted per client")
        rules.uncount(.tokenGuess, from: "c", at: t0, in: &counts)
        #expect(rules.admit(.tokenGuess, from: "c", at: t0, in: &counts) == nil)
        for _ in 0..<5 {
            #expect(rules.admit(.resetRequest(address: "Ann@x.io"), from: "c", at: t0, in: &counts) == nil)
        }
        #expect(rules.admit(.resetRequest(address: " ann@X.io"), from: "c", at: t0, in: &counts)?.status == 429)
        #expect(rules.admit(.resetRequest(address: "ann@x.io"), from: "d", at: t0, in: &counts) == nil)
    }
}

extension Result {
    /// The failure, or nil for a success.
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
