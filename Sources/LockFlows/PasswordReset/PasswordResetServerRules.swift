import Foundation
import LockCore

/// The server side of seed 002's password reset, once: what each endpoint does to a ``PasswordResetServerState``
/// and what it answers. ``InMemoryPasswordResetBackend`` and the reference server both apply these rules, so the
/// seed's client sees the same answers from either; they differ only in where the state is kept.
///
/// Pure: no clock, no randomness, no I/O. The backend passes the time, the freshly drawn token (32 CSPRNG bytes,
/// hex) and a fresh salt; the rules keep only the token's SHA-256 digest.
///
/// ```swift
/// let rules = PasswordResetServerRules(policy: .hardened)
/// var state = PasswordResetServerState()
/// state.users["u1"] = rules.makeUser(userID: "u1", email: "ann@example.com", password: "OldPassw0rd", salt: "00")
/// let (_, email) = rules.requestReset(email: "ann@example.com", token: "t0k3n", on: &state, at: now)
/// let result = rules.resetPassword(token: "t0k3n", newPassword: "NewPassw0rd", salt: "01", on: &state, at: now)
/// ```
///
/// Answers (failures are ``PasswordResetError``s, as the seed's client would report them):
/// - forgot-password: always ``Message/uniformRequest``, for known and unknown addresses alike.
/// - verify-reset-token: live → `valid: true` with `expires_at` and `user_email`; expired → `valid: false`
///   with the expired message; unknown, used or revoked → ``PasswordResetError/invalidToken``. Never uses a
///   token up or extends it.
/// - reset-password: unknown, used or revoked → ``PasswordResetError/invalidToken``; expired →
///   ``PasswordResetError/tokenExpired``; refused password → ``PasswordResetError/weakPassword(_:)`` (the token
///   stays usable); else the password changes and the policy's single use, revocation and sign-out apply.
public struct PasswordResetServerRules: Sendable, Hashable {
    /// The messages of the server, in one place.
    public enum Message {
        /// The forgot-password answer, whether or not the account exists.
        public static let uniformRequest = "If an account exists with that email, a password reset link has been sent."
        /// The verify-reset-token message for a live token.
        public static let validToken = "Reset token is valid."
        /// The reset-password message on success.
        public static let resetSucceeded = "Your password has been reset."
        /// The `detail` of a 400 for an unknown, used or revoked token (no "expired", no "Password": the seed's
        /// client must not read it as an expired link or a refused password).
        public static let invalidToken = "Invalid reset token"
        /// The `detail` of a 400 for an expired token on reset-password (contains "expired", as the seed keys on).
        public static let tokenExpired = "Reset token has expired"
        /// The login answer on success.
        public static let loggedIn = "Logged in."
        /// The `detail` of a 401 on login, for an unknown address and a wrong password alike.
        public static let invalidCredentials = "Invalid email or password"
    }

    /// The policy in force (lifetime, single use, revocation, sign-out, password rule, verifier).
    public var policy: PasswordResetBackendPolicy

    /// Rules under `policy`.
    public init(policy: PasswordResetBackendPolicy = .hardened) { self.policy = policy }

    /// The key a token is stored under: lowercase hex SHA-256 of its UTF-8 bytes.
    public static func digest(of token: String) -> String {
        LegacyPasscodeHash.hash(passcode: token, salt: "")  // SHA-256(token + ""), i.e. SHA-256(token)
    }

    /// A fresh token: 32 bytes from `generator` (the system CSPRNG on a real server), lowercase hex.
    public static func makeToken(using generator: inout some RandomNumberGenerator) -> String {
        Hex.random(byteCount: 32, using: &generator)
    }

    /// A fresh 16-byte salt from `generator`, lowercase hex.
    public static func makeSalt(using generator: inout some RandomNumberGenerator) -> String {
        Hex.random(byteCount: 16, using: &generator)
    }

    /// A user whose password is stored with the policy's verifier under `salt`.
    /// - Throws: when the verifier cannot derive (e.g. an unsupported parameter).
    public func makeUser(userID: String, email: String, password: String?, salt: String) throws -> PasswordResetUser {
        PasswordResetUser(
            userID: userID, email: email, password: try password.map { try verifier(for: $0, salt: salt) })
    }

    // MARK: Endpoints

    /// `POST /v1/auth/forgot-password`: for a known address, a token valid from `now` (revoking the older ones
    /// if the policy says) and the email to send; the answer is the same for any address.
    public func requestReset(
        email: String, token: String, on state: inout PasswordResetServerState, at now: WallClockInstant,
        linkForm: ResetPasswordLink.Form = .customScheme
    ) -> (response: ForgotPasswordResponse, email: PasswordResetEmail?) {
        // The digest is computed for unknown addresses too, so both paths do the same work.
        let digest = Self.digest(of: token)
        let response = ForgotPasswordResponse(message: Message.uniformRequest)
        guard let userID = state.userID(forEmail: email), let user = state.users[userID] else { return (response, nil) }
        if policy.revokesPreviousTokens { revokeTokens(of: userID, in: &state) }
        state.tokens[digest] = PasswordResetToken(userID: userID, issuedAt: now, expiresAt: now + policy.tokenLifetime)
        let sent = PasswordResetEmail(
            to: user.email, link: ResetPasswordLink(token: token, form: linkForm), sentAt: now)
        return (response, sent)
    }

    /// `POST /v1/auth/verify-reset-token` at `now`.
    public func verifyResetToken(
        _ token: String, in state: PasswordResetServerState, at now: WallClockInstant
    ) -> Result<VerifyResetTokenResponse, PasswordResetError> {
        guard let record = liveRecord(for: token, in: state) else { return .failure(.invalidToken) }
        let expiresAt = Self.iso8601(record.expiresAt)
        guard now < record.expiresAt else {
            return .success(
                VerifyResetTokenResponse(
                    valid: false, message: PasswordResetError.tokenExpired.description, expiresAt: expiresAt))
        }
        return .success(
            VerifyResetTokenResponse(
                valid: true, message: Message.validToken, expiresAt: expiresAt,
                userEmail: state.users[record.userID]?.email))
    }

    /// `POST /v1/auth/reset-password` at `now`: the new password is stored under `salt`.
    public func resetPassword(
        token: String, newPassword: String, salt: String, on state: inout PasswordResetServerState,
        at now: WallClockInstant
    ) -> Result<ResetPasswordResponse, PasswordResetError> {
        let digest = Self.digest(of: token)
        guard let record = liveRecord(for: token, in: state) else { return .failure(.invalidToken) }
        guard now < record.expiresAt else { return .failure(.tokenExpired) }
        if let rejection = policy.passwordRule.rejection(of: newPassword) { return .failure(.weakPassword(rejection)) }
        guard state.users[record.userID] != nil else { return .failure(.invalidToken) }
        let stored: StoredVerifier
        do { stored = try verifier(for: newPassword, salt: salt) } catch {
            return .failure(.serverError("The new password could not be stored. Please try again."))
        }
        state.users[record.userID]?.password = stored
        if policy.singleUse { state.tokens[digest]?.used = true }
        if policy.revokesPreviousTokens { revokeTokens(of: record.userID, in: &state, except: digest) }
        if policy.invalidatesSessions { state.users[record.userID]?.sessions = 0 }
        return .success(ResetPasswordResponse(message: Message.resetSucceeded, userId: record.userID))
    }

    /// `POST /v1/auth/login`: the account's password opens a session; an unknown address and a wrong password
    /// get the same ``PasswordResetError/invalidCredentials``, after the same work (a verifier is checked either
    /// way, so the time does not tell which addresses have accounts).
    public func login(email: String, password: String, on state: inout PasswordResetServerState)
        -> Result<LoginResponse, PasswordResetError>
    {
        let userID = state.userID(forEmail: email)
        let stored = userID.flatMap { state.users[$0]?.password }
        // An unknown address is checked against a verifier no password matches, with the policy's algorithm.
        let verifier = stored ?? StoredVerifier(algorithm: policy.passwordVerifier, salt: "00", hash: "")
        let matches = verifier.matches(password)
        guard let userID, stored != nil, matches else { return .failure(.invalidCredentials) }
        state.users[userID]?.sessions += 1
        return .success(LoginResponse(message: Message.loggedIn, userId: userID))
    }

    // MARK: Helpers

    /// The token's record if it exists and was neither used nor revoked (it may have expired).
    public func liveRecord(for token: String, in state: PasswordResetServerState) -> PasswordResetToken? {
        guard let record = state.tokens[Self.digest(of: token)], !record.used, !record.revoked else { return nil }
        return record
    }

    private func revokeTokens(of userID: String, in state: inout PasswordResetServerState, except kept: String? = nil) {
        for (digest, record) in state.tokens where record.userID == userID && digest != kept {
            state.tokens[digest]?.revoked = true
        }
    }

    private func verifier(for password: String, salt: String) throws -> StoredVerifier {
        StoredVerifier(
            algorithm: policy.passwordVerifier, salt: salt,
            hash: try policy.passwordVerifier.derive(passcode: password, salt: salt))
    }

    /// `instant` as ISO 8601 to the second (the `expires_at` format).
    public static func iso8601(_ instant: WallClockInstant) -> String {
        let seconds = instant.nanosecondsSince1970 / 1_000_000_000
        return Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(.iso8601)
    }
}
