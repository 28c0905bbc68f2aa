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
/// Answers, mirroring what the seed's client expects from its server:
/// - forgot-password: always ``PasswordResetServerRules/Message/uniformRequest``, for known and unknown addresses
///   alike.
/// - verify-reset-token: a live token gives `valid: true` with `expires_at` and `user_email`; an expired
///   one `valid: false` with the expired message; an unknown, used or revoked one throws
///   ``PasswordResetError/invalidToken`` (the seed's mapping of a 400).
/// - reset-password: unknown, used or revoked → ``PasswordResetError/invalidToken``; expired →
///   ``PasswordResetError/tokenExpired``; refused password → ``PasswordResetError/weakPassword(_:)``
///   (the token stays usable).
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

    /// A backend with no accounts, at time `now`.
    public init(
        policy: PasswordResetBackendPolicy = .hardened, now: WallClockInstant = .defaultStart,
        linkForm: ResetPasswordLink.Form = .customScheme
    ) {
        self.rules = PasswordResetServerRules(policy: policy)
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

    /// Issues a token for a known address and emails it; answers the same for any address.
    public func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse {
        var generator = SystemRandomNumberGenerator()
        let token = PasswordResetServerRules.makeToken(using: &generator)
        let issued = rules.requestReset(email: email, token: token, on: &state, at: now, linkForm: linkForm)
        if let sent = issued.email { outbox.append(sent) }
        return issued.response
    }

    /// Reports whether `token` may be used; never uses it up or extends it.
    public func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse {
        try rules.verifyResetToken(token, in: state, at: now).get()
    }

    /// Sets the token's account's password, then uses the token up and ends sessions as the policy says.
    public func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        var generator = SystemRandomNumberGenerator()
        let salt = PasswordResetServerRules.makeSalt(using: &generator)
        return try rules.resetPassword(token: token, newPassword: newPassword, salt: salt, on: &state, at: now).get()
    }

    /// Signs in with the account's password (a new session), or throws ``PasswordResetError/invalidCredentials``.
    public func login(email: String, password: String) async throws -> LoginResponse {
        try rules.login(email: email, password: password, on: &state).get()
    }

    private func user(email: String) -> PasswordResetUser? {
        state.userID(forEmail: email).flatMap { state.users[$0] }
    }
}
