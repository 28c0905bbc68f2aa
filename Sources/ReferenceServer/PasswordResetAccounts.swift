import Foundation
import LockCore
import LockFlows
import ServerRules

/// Seed 002's password reset for one scope (the server's default scope or a test-mode sandbox): each endpoint
/// applies `PasswordResetServerRules` (LockFlows, shared with `InMemoryPasswordResetBackend`) to the users and
/// tokens in SQLite; the routes only decode and encode.
///
/// What is the server's own: tokens from the system CSPRNG (32 bytes, hex; only their SHA-256 is stored), time
/// from the scope's clock (its wall time), links "emailed" as `artitec://reset-password?token=...` into the scope's
/// mailbox (test mode) and the printed outbox, the rate limits of ``PasswordResetLimits`` (429 with
/// `Retry-After`, before any work), and forgot-password's work done off the request path (``AfterAnswerQueue``)
/// behind an answer released at a fixed time after the request arrived (``forgotPasswordAnswerTime``).
public struct PasswordResetAccounts: Sendable {
    let store: PasswordResetStore
    /// The rules in force.
    public let rules: PasswordResetServerRules
    let scope: String
    let clock: any ClockSource
    /// The rate limits in force.
    public let limits: PasswordResetLimits
    let limiter: RequestLimiter
    let afterAnswer: AfterAnswerQueue
    /// How long after its arrival forgot-password answers (``PasswordResetRoutes``; `.zero`: at once).
    var forgotPasswordAnswerTime: Duration = .zero
    let onSend: @Sendable (PasswordResetEmail) -> Void

    /// The client of a call made in process rather than over HTTP (its per-client counts are its own).
    public static let inProcessClient = "in-process"

    /// `POST /v1/auth/forgot-password` from `client`, in process: ``accept(forgotPasswordFor:from:answer:)``, with the
    /// token and email issued after it (``waitForSentMail()`` waits for them).
    public func requestPasswordReset(email: String, client: String = inProcessClient) async throws
        -> ForgotPasswordResponse
    {
        let answer = AnswerSent()
        let response = try accept(forgotPasswordFor: email, from: client, answer: answer)
        answer.fire()
        return response
    }

    /// forgot-password's answer: the same answer, after the same work, for known and unknown addresses (check
    /// the limits, draw a token). The work that differs (storing the token and sending the email, for a known
    /// address only) is queued to start once `answer` fires, in order. Past a limit, the same 429 for either.
    func accept(forgotPasswordFor email: String, from client: String, answer: AnswerSent) throws
        -> ForgotPasswordResponse
    {
        let now = clock.now().wall
        let counts = Self.counts(
            "forgot-password", email: email, client: client, perPair: limits.forgotPasswordPerAddress,
            perAddress: limits.forgotPasswordPerAddressFromAnyClient, perClient: limits.forgotPasswordPerClient)
        if let wait = limiter.admit(counts, at: now.sinceEpoch) {
            throw DetailError.tooManyRequests(PasswordResetLimits.Message.tooManyResetRequests, wait: wait)
        }
        var generator = SystemRandomNumberGenerator()
        let token = PasswordResetServerRules.makeToken(using: &generator)
        let store = store
        let scope = scope
        let rules = rules
        let onSend = onSend
        afterAnswer.enqueue(after: answer) {
            do {
                let issued = try await store.update(scope: scope, email: email) { state in
                    rules.requestReset(email: email, token: token, on: &state, at: now)
                }
                if let sent = issued.email { onSend(sent) }
            } catch {
                // Nobody waits for this answer any more; the user asks again if no email comes.
                Self.report("forgot-password could not issue a reset link: \(error)")
            }
        }
        return ForgotPasswordResponse(message: PasswordResetServerRules.Message.uniformRequest)
    }

    /// Returns once the emails of every forgot-password answered before the call have been sent (or failed).
    public func waitForSentMail() async { await afterAnswer.drain() }

    /// `POST /v1/auth/verify-reset-token` from `client`: never uses the token up or extends it. An unknown, used
    /// or revoked token counts towards the client's guess limit.
    public func verifyResetToken(_ token: String, client: String = inProcessClient) async throws
        -> VerifyResetTokenResponse
    {
        try await countingGuess(by: client) { [store, scope, rules] now in
            try await store.update(scope: scope, token: token) { state in
                rules.verifyResetToken(token, in: state, at: now)
            }
        }.mapError { DetailError($0, on: .verifyResetToken) }.get()
    }

    /// `POST /v1/auth/reset-password` from `client`; an unknown, used or revoked token counts towards the
    /// client's guess limit.
    public func resetPassword(token: String, newPassword: String, client: String = inProcessClient) async throws
        -> ResetPasswordResponse
    {
        var generator = SystemRandomNumberGenerator()
        let salt = PasswordResetServerRules.makeSalt(using: &generator)
        return try await countingGuess(by: client) { [store, scope, rules] now in
            try await store.update(scope: scope, token: token) { state in
                rules.resetPassword(token: token, newPassword: newPassword, salt: salt, on: &state, at: now)
            }
        }.mapError { DetailError($0, on: .resetPassword) }.get()
    }

    /// `POST /v1/auth/login` from `client`: the same answer, after the same work, for an unknown address and a
    /// wrong password; both count towards the failure limits of the address from this client, of the address from
    /// any client and of the client (a success does not).
    public func login(email: String, password: String, client: String = inProcessClient) async throws
        -> LoginResponse
    {
        let now = clock.now().wall
        let counts = Self.counts(
            "login-failures", email: email, client: client, perPair: limits.loginFailuresPerAddress,
            perAddress: limits.loginFailuresPerAddressFromAnyClient, perClient: limits.loginFailuresPerClient)
        if let wait = limiter.admit(counts, at: now.sinceEpoch) {
            throw DetailError.tooManyRequests(PasswordResetLimits.Message.tooManyFailedLogins, wait: wait)
        }
        let result = try await store.update(scope: scope, email: email) { [rules] state in
            rules.login(email: email, password: password, on: &state)
        }
        if case .success = result {
            for (key, limit) in counts { limiter.uncount(key, limit: limit, at: now.sinceEpoch) }
        }
        return try result.mapError { DetailError($0, on: .login) }.get()
    }

    /// The three counts of forgot-password and login (`route`): per client, per address-and-client pair and per
    /// address from any client, the address trimmed and lowercased so that every spelling counts together.
    private static func counts(
        _ route: String, email: String, client: String, perPair: RateLimit, perAddress: RateLimit,
        perClient: RateLimit
    ) -> [(key: RequestCounts.Key, limit: RateLimit)] {
        let address = PasswordResetUser.normalized(email)
        return [
            (key: RequestCounts.Key(count: "\(route)/client", owner: client), limit: perClient),
            (key: RequestCounts.Key(count: "\(route)/address+client", owner: "\(address) \(client)"), limit: perPair),
            (key: RequestCounts.Key(count: "\(route)/address", owner: address), limit: perAddress),
        ]
    }

    /// Creates the user `id` (also its passcode account) unless it exists.
    func createUser(id: String, email: String, name: String, password: String?) async throws {
        var generator = SystemRandomNumberGenerator()
        let user = try rules.makeUser(
            userID: id, email: email, password: password, salt: PasswordResetServerRules.makeSalt(using: &generator))
        try await store.insertIfMissing(user, name: name, scope: scope)
    }

    /// The seed's `GetCurrentUserResponse` for account `id`, given its passcode fields.
    func currentUser(account id: String, passcode: CurrentUserPasscodeState) async throws -> GetCurrentUserResponse {
        let stored = try await store.user(id: id)
        let user = User(
            id: id, email: stored?.user.email ?? Self.defaultEmail(account: id), name: stored?.name ?? id,
            companyId: Company.reference.id)
        return GetCurrentUserResponse(
            user: user, company: .reference, hasPassword: stored?.user.password != nil,
            hasPasscode: passcode.hasPasscode, passcodeEnabled: passcode.passcodeEnabled,
            passcodeTimeoutMinutes: passcode.passcodeTimeoutMinutes)
    }

    /// The address of a configured account's user (`dev` → `dev@example.com`).
    static func defaultEmail(account: String) -> String { "\(account)@example.com" }

    /// Applies `body` (at the clock's time) as a token guess by `client`: 429 when the client is at its limit;
    /// counted unless the token turned out to be real (any answer but ``PasswordResetError/invalidToken``).
    private func countingGuess<T: Sendable>(
        by client: String, _ body: @Sendable (WallClockInstant) async throws -> Result<T, PasswordResetError>
    ) async throws -> Result<T, PasswordResetError> {
        let now = clock.now().wall
        let key = RequestCounts.Key(count: "reset-token-guesses/client", owner: client)
        let limit = limits.tokenGuessesPerClient
        if let wait = limiter.admit([(key, limit)], at: now.sinceEpoch) {
            throw DetailError.tooManyRequests(PasswordResetLimits.Message.tooManyTokenGuesses, wait: wait)
        }
        let result = try await body(now)
        if case .failure(.invalidToken) = result { return result }
        limiter.uncount(key, limit: limit, at: now.sinceEpoch)
        return result
    }

    /// Writes a line to standard error (failures of work done after the answer).
    static func report(_ line: String) { OutputLines.standardError.write(line) }
}
