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
/// - forgot-password: always ``uniformRequestMessage``, for known and unknown addresses alike.
/// - verify-reset-token: a live token gives `valid: true` with `expires_at` and `user_email`; an expired
///   one `valid: false` with the expired message; an unknown, used or revoked one throws
///   ``PasswordResetError/invalidToken`` (the seed's mapping of a 400).
/// - reset-password: unknown, used or revoked → ``PasswordResetError/invalidToken``; expired →
///   ``PasswordResetError/tokenExpired``; refused password → ``PasswordResetError/weakPassword(_:)``
///   (the token stays usable).
public actor InMemoryPasswordResetBackend: PasswordResetAPI {
    /// The forgot-password answer, whether or not the account exists.
    public static let uniformRequestMessage =
        "If an account exists with that email, a password reset link has been sent."
    /// The verify-reset-token message for a live token.
    public static let validTokenMessage = "Reset token is valid."
    /// The reset-password message on success.
    public static let resetSucceededMessage = "Your password has been reset."

    private struct Account {
        var userID: String
        var email: String
        var password: StoredVerifier
        var sessions: Int
    }

    private struct TokenRecord {
        var userID: String
        var issuedAt: WallClockInstant
        var expiresAt: WallClockInstant
        var used = false
        var revoked = false
    }

    /// The rules in force.
    public let policy: PasswordResetBackendPolicy
    /// Which link form the emails use.
    public let linkForm: ResetPasswordLink.Form
    /// The backend's current time; only ``setTime(_:)`` and ``advance(by:)`` change it.
    public private(set) var now: WallClockInstant
    /// Every reset email sent, oldest first.
    public private(set) var outbox: [PasswordResetEmail] = []
    private var accounts: [String: Account] = [:]
    private var tokens: [String: TokenRecord] = [:]

    /// A backend with no accounts, at time `now`.
    public init(
        policy: PasswordResetBackendPolicy = .hardened, now: WallClockInstant = .defaultStart,
        linkForm: ResetPasswordLink.Form = .customScheme
    ) {
        self.policy = policy
        self.now = now
        self.linkForm = linkForm
    }

    // MARK: - Test controls

    /// Sets the backend's time.
    public func setTime(_ instant: WallClockInstant) { now = instant }

    /// Moves the backend's time forward (or back, for a negative `duration`).
    public func advance(by duration: Duration) { now = now + duration }

    /// Creates an account and returns its user id; the password is stored with the policy's verifier.
    @discardableResult
    public func register(email: String, password: String) throws -> String {
        let key = Self.normalized(email)
        let userID = "user-\(accounts.count + 1)"
        accounts[key] = Account(userID: userID, email: email, password: try makeVerifier(password), sessions: 0)
        return userID
    }

    /// Whether `password` is the account's current password.
    public func passwordMatches(email: String, password: String) -> Bool {
        accounts[Self.normalized(email)]?.password.matches(password) ?? false
    }

    /// Signs the account in once more (a logged-in device); false for an unknown address.
    @discardableResult
    public func openSession(email: String) -> Bool {
        guard accounts[Self.normalized(email)] != nil else { return false }
        accounts[Self.normalized(email)]?.sessions += 1
        return true
    }

    /// How many sessions the account has open.
    public func sessionCount(email: String) -> Int { accounts[Self.normalized(email)]?.sessions ?? 0 }

    /// The stored token keys: SHA-256 hex digests, never the tokens themselves.
    public func storedTokenDigests() -> Set<String> { Set(tokens.keys) }

    /// How many of the account's tokens are neither used, revoked nor expired.
    public func liveTokenCount(email: String) -> Int {
        guard let userID = accounts[Self.normalized(email)]?.userID else { return 0 }
        return tokens.values.filter { $0.userID == userID && !$0.used && !$0.revoked && now < $0.expiresAt }.count
    }

    /// The key a token is stored under: lowercase hex SHA-256 of its UTF-8 bytes.
    public static func digest(of token: String) -> String {
        LegacyPasscodeHash.hash(passcode: token, salt: "")  // SHA-256(token + ""), i.e. SHA-256(token)
    }

    // MARK: - PasswordResetAPI

    /// Issues a token for a known address and emails it; answers the same for any address.
    public func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse {
        // The token and its digest are made for unknown addresses too, so both paths do the same work.
        let token = Self.makeToken()
        let digest = Self.digest(of: token)
        if let account = accounts[Self.normalized(email)] {
            if policy.revokesPreviousTokens { revokeTokens(of: account.userID) }
            tokens[digest] = TokenRecord(userID: account.userID, issuedAt: now, expiresAt: now + policy.tokenLifetime)
            outbox.append(
                PasswordResetEmail(
                    to: account.email, link: ResetPasswordLink(token: token, form: linkForm), sentAt: now))
        }
        return ForgotPasswordResponse(message: Self.uniformRequestMessage)
    }

    /// Reports whether `token` may be used; never uses it up or extends it.
    public func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse {
        let record = try liveRecord(for: token)
        let expiresAt = Self.iso8601(record.expiresAt)
        guard now < record.expiresAt else {
            return VerifyResetTokenResponse(
                valid: false, message: PasswordResetError.tokenExpired.description, expiresAt: expiresAt)
        }
        let email = accounts.values.first { $0.userID == record.userID }?.email
        return VerifyResetTokenResponse(
            valid: true, message: Self.validTokenMessage, expiresAt: expiresAt, userEmail: email)
    }

    /// Sets the token's account's password, then uses the token up and ends sessions as the policy says.
    public func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        let digest = Self.digest(of: token)
        let record = try liveRecord(for: token)
        guard now < record.expiresAt else { throw PasswordResetError.tokenExpired }
        if let rejection = policy.passwordRule.rejection(of: newPassword) {
            throw PasswordResetError.weakPassword(rejection)
        }
        guard let key = accounts.first(where: { $0.value.userID == record.userID })?.key else {
            throw PasswordResetError.invalidToken
        }
        let verifier: StoredVerifier
        do { verifier = try makeVerifier(newPassword) } catch {
            throw PasswordResetError.serverError("The new password could not be stored. Please try again.")
        }
        accounts[key]?.password = verifier
        if policy.singleUse { tokens[digest]?.used = true }
        if policy.revokesPreviousTokens { revokeTokens(of: record.userID, except: digest) }
        if policy.invalidatesSessions { accounts[key]?.sessions = 0 }
        return ResetPasswordResponse(message: Self.resetSucceededMessage, userId: record.userID)
    }

    // MARK: - Helpers

    private func liveRecord(for token: String) throws(PasswordResetError) -> TokenRecord {
        guard let record = tokens[Self.digest(of: token)], !record.used, !record.revoked else {
            throw .invalidToken
        }
        return record
    }

    private func revokeTokens(of userID: String, except kept: String? = nil) {
        for (digest, record) in tokens where record.userID == userID && digest != kept {
            tokens[digest]?.revoked = true
        }
    }

    private func makeVerifier(_ password: String) throws -> StoredVerifier {
        let salt = Self.randomHex(byteCount: 16)
        let hash = try policy.passwordVerifier.derive(passcode: password, salt: salt)
        return StoredVerifier(algorithm: policy.passwordVerifier, salt: salt, hash: hash)
    }

    private static func makeToken() -> String { randomHex(byteCount: 32) }

    private static func randomHex(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return Hex.encode((0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    private static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private static func iso8601(_ instant: WallClockInstant) -> String {
        let seconds = instant.nanosecondsSince1970 / 1_000_000_000
        return Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(.iso8601)
    }
}
