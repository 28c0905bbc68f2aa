import Foundation
import LockCore

/// An in-process stand-in for seed 002's server, conforming to ``PasswordResetAPI``, for tests and the harness.
///
/// Time is data: the backend never reads the system clock; ``now`` is set with ``setTime(_:)`` or
/// ``advance(by:)``, and token expiry is checked against it. Reset emails land in ``outbox``.
///
/// ```swift
/// let backend = InMemoryPasswordResetBackend(policy: .hardened)
/// try await backend.register(email: "ann@example.com", password: "OldPassw0rd")
/// _ = try await backend.requestPasswordReset(email: "ann@example.com")
/// let token = await backend.outbox.last!.token
/// _ = try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
/// ```
///
/// Every route of ``PasswordResetRoutes`` is carried out by one ``answer(_:_:client:)``: the route's rule
/// (``PasswordResetServerRules``, the reference server's too) checks the request, counts it against the limits on the
/// backend's time, and does its work on the state in memory, so the answers, refusals and limits are the server's.
/// ``call(_:_:)`` reads a refusal as the seed's client reads the same answer over HTTP (the route's
/// ``PasswordResetErrorMapping``), and ``respond(to:body:client:)`` answers a request body with the status and JSON
/// body the server would send.
public actor InMemoryPasswordResetBackend: PasswordResetAPI {

    /// The rules in force (shared with the reference server).
    public let rules: PasswordResetServerRules
    /// Which link form the emails use.
    public let linkForm: ResetPasswordLink.Form
    /// The backend's current time; only ``setTime(_:)`` and ``advance(by:)`` change it.
    public private(set) var now: WallClockInstant
    /// Every reset email sent, oldest first.
    public private(set) var outbox: [PasswordResetEmail] = []
    private var state = PasswordResetServerState()
    private var counts = RequestCounts()

    /// A backend with no accounts, at time `now`, applying `policy` and `limits`.
    public init(
        policy: PasswordResetBackendPolicy = .hardened, limits: PasswordResetLimits = PasswordResetLimits(),
        now: WallClockInstant = .defaultStart, linkForm: ResetPasswordLink.Form = .customScheme
    ) {
        self.rules = PasswordResetServerRules(policy: policy, limits: limits)
        self.now = now
        self.linkForm = linkForm
    }

    // MARK: - Test controls (the queries and `advance(by:)` are internal: LockFlowsTests reach them with
    // `@testable import`)

    /// Sets the backend's time.
    public func setTime(_ instant: WallClockInstant) { now = instant }

    /// Moves the backend's time forward (or back, for a negative `duration`).
    func advance(by duration: Duration) { now = now + duration }

    /// Creates an account (or replaces the one with that address) and returns its user id; the password is
    /// stored with the policy's verifier.
    @discardableResult
    public func register(email: String, password: String) throws -> String {
        let userID = state.userID(forEmail: email) ?? "user-\(state.users.count + 1)"
        var generator = SystemRandomNumberGenerator()
        state.users[userID] = try rules.makeUser(
            userID: userID, email: email, password: password,
            salt: PasswordResetServerRules.makeSalt(using: &generator))
        return userID
    }

    /// Whether `password` is the account's current password.
    func passwordMatches(email: String, password: String) -> Bool {
        user(email: email)?.password?.matches(password) ?? false
    }

    /// Signs the account in once more (a logged-in device); false for an unknown address.
    @discardableResult
    func openSession(email: String) -> Bool {
        guard let userID = state.userID(forEmail: email) else { return false }
        state.users[userID]?.sessions += 1
        return true
    }

    /// How many sessions the account has open.
    func sessionCount(email: String) -> Int { user(email: email)?.sessions ?? 0 }

    /// The stored token keys: SHA-256 hex digests, never the tokens themselves.
    func storedTokenDigests() -> Set<String> { Set(state.tokens.keys) }

    /// How many of the account's tokens are neither used, revoked nor expired.
    func liveTokenCount(email: String) -> Int {
        guard let userID = state.userID(forEmail: email) else { return 0 }
        return state.tokens.values.filter { $0.userID == userID && !$0.used && !$0.revoked && now < $0.expiresAt }
            .count
    }

    /// The key a token is stored under: lowercase hex SHA-256 of its UTF-8 bytes.
    static func digest(of token: String) -> String { PasswordResetServerRules.digest(of: token) }

    // MARK: - PasswordResetAPI

    /// Carries `route` out on `input` as a call from this process; a refusal is thrown as the seed's client reads it.
    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        try answer(route, input).mapError(route.clientError(for:)).get()
    }

    /// Carries `route` out on `input` from `client`: the route's checks, the count against its limit (429 past it),
    /// its work on the state (an email it sends lands in ``outbox``), and its answer or refusal, as the server
    /// answers.
    public func answer<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input,
        client: String = PasswordResetLimits.inProcessClient
    ) -> Result<Output, PasswordResetRejection> {
        let plan: PasswordResetPlan<Output>
        switch route.rule.plan(rules, input) {
        case .success(let planned): plan = planned
        case .failure(let refusal): return .failure(refusal)
        }
        if let count = plan.count, let refusal = rules.admit(count, from: client, at: now, in: &counts) {
            return .failure(refusal)
        }
        var generator = SystemRandomNumberGenerator()
        var context = PasswordResetRuleContext(now: now, linkForm: linkForm, using: &generator)
        let outcome = plan.work(&state, &context)
        if let count = plan.count, !context.countsAgainstLimit {
            rules.uncount(count, from: client, at: now, in: &counts)
        }
        if let sent = context.sentEmail { outbox.append(sent) }
        return plan.answer.map { .success($0) } ?? outcome
    }

    /// Answers `body` (a request's JSON) on `route` from `client` as the reference server answers it over HTTP: the
    /// body read strictly (``APIRoute/decodeInput(from:)``), then ``answer(_:_:client:)``; the status and the JSON
    /// body (the answer, or `{"detail": ...}`). The server's checks on the bytes themselves (the size limit, the JSON
    /// body rule) are the server's own.
    public func respond<Input: Codable & Sendable, Output: Codable & Sendable>(
        to route: PasswordResetRoute<Input, Output>, body: Data, client: String = PasswordResetLimits.inProcessClient
    ) -> (status: Int, body: Data) {
        switch route.decodeInput(from: body).flatMap({ answer(route, $0, client: client) }) {
        case .success(let output): return (200, (try? JSONEncoder().encode(output)) ?? Data())
        case .failure(let refusal): return (refusal.status, refusal.body)
        }
    }

    private func user(email: String) -> PasswordResetUser? {
        state.userID(forEmail: email).flatMap { state.users[$0] }
    }
}
