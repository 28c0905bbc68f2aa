import Foundation
import LockCore
import LockFlows
import ServerRules

/// Seed 002's password reset for one scope (the server's default scope or a test-mode sandbox): every route of
/// `PasswordResetRoutes` (LockFlows) is carried out by ``apply(_:_:client:answered:)``. The route's rule
/// (`PasswordResetServerRules`, shared with `InMemoryPasswordResetBackend`) checks the request and plans it; the
/// request is counted in the scope's limiter (429 with `Retry-After`, before any work), and the plan's work runs on
/// the users and tokens in SQLite; the router only reads and writes bodies.
///
/// What is the server's own: tokens and salts from the system CSPRNG (only a token's SHA-256 is stored), time from
/// the scope's clock (its wall time), links "emailed" as `artitec://reset-password?token=...` into the scope's
/// mailbox (test mode) and the printed outbox, counts per scope and client (IP address), and the work of a route
/// that answers before it (forgot-password) done off the request path (``AfterAnswerQueue``) once the answer is on
/// its way (released at a fixed time after the request arrived: ``forgotPasswordAnswerTime``).
public struct PasswordResetAccounts: Sendable {
    let store: PasswordResetStore
    /// The rules in force (checks, limits, work).
    public let rules: PasswordResetServerRules
    let scope: String
    let clock: any ClockSource
    let limiter: RequestLimiter
    let afterAnswer: AfterAnswerQueue
    /// How long after its arrival a route that answers before its work (forgot-password) answers
    /// (``PasswordResetRouter``; `.zero`: at once).
    var forgotPasswordAnswerTime: Duration = .zero
    let onSend: @Sendable (PasswordResetEmail) -> Void

    /// What a route answered, and whether it answered before its work (which then starts once the answer is sent).
    struct Answer<Output> {
        /// The answer.
        let output: Output
        /// Whether the work runs after the answer, off the request path.
        let beforeWork: Bool
    }

    /// Carries `route` out on `input` from `client` in process (not over HTTP): as over HTTP, the work of a route that
    /// answers before it runs after the answer (``waitForSentMail()`` waits for it).
    /// - Throws: ``DetailError`` for a refusal.
    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input,
        client: String = PasswordResetLimits.inProcessClient
    ) async throws -> Output {
        let answered = AnswerSent()
        defer { answered.fire() }
        return try await apply(route, input, client: client, answered: answered).output
    }

    /// Carries `route` out on `input` from `client`: its checks, its count (429 past the limit, before any work),
    /// its work on the state in one transaction, the count taken back if the work says the request does not count,
    /// the email it sent delivered. A route whose answer is decided before its work answers at once and has the work
    /// start once `answered` fires, in order with the scope's other such work; a known and an unknown address then
    /// differ in no work done before the answer (draw a token, check the limits).
    /// - Throws: ``DetailError`` for a refusal.
    func apply<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input, client: String, answered: AnswerSent
    ) async throws -> Answer<Output> {
        let plan = try route.rule.plan(rules, input).mapError(DetailError.init).get()
        let now = clock.now().wall
        if let count = plan.count {
            let refusal = limiter.withCounts { [rules] in rules.admit(count, from: client, at: now, in: &$0) }
            if let refusal { throw DetailError(refusal) }
        }
        var generator = SystemRandomNumberGenerator()
        let context = PasswordResetRuleContext(now: now, using: &generator)
        guard let answer = plan.answer else {
            let outcome = try await work(plan, context: context, client: client)
            return Answer(output: try outcome.mapError(DetailError.init).get(), beforeWork: false)
        }
        let accounts = self
        afterAnswer.enqueue(after: answered) {
            do {
                _ = try await accounts.work(plan, context: context, client: client)
            } catch {
                // Nobody waits for this answer any more; the user asks again if no email comes.
                Self.report("\(route.endpoint.name) could not finish its work after answering: \(error)")
            }
        }
        return Answer(output: answer, beforeWork: true)
    }

    /// Runs `plan`'s work on its subject's users and tokens in one transaction, takes the request's count back if
    /// the work says it does not count, and sends the email the work wrote.
    private func work<Output: Sendable>(
        _ plan: PasswordResetPlan<Output>, context: PasswordResetRuleContext, client: String
    ) async throws -> Result<Output, PasswordResetRejection> {
        let (outcome, done) = try await store.update(scope: scope, subject: plan.subject) { state in
            var context = context
            let outcome = plan.work(&state, &context)
            return (outcome, context)
        }
        if let count = plan.count, !done.countsAgainstLimit {
            limiter.withCounts { [rules] in rules.uncount(count, from: client, at: context.now, in: &$0) }
        }
        if let sent = done.sentEmail { onSend(sent) }
        return outcome
    }

    /// Returns once the emails of every forgot-password answered before the call have been sent (or failed).
    public func waitForSentMail() async { await afterAnswer.drain() }

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

    /// Writes a line to standard error (failures of work done after the answer).
    static func report(_ line: String) { OutputLines.standardError.write(line) }
}
