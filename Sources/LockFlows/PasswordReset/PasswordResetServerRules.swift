import Foundation
import LockCore

/// The server side of seed 002's password reset, once: for every `/v1` route (``PasswordResetRoutes``), what it
/// checks before any work, the limit it counts against, what it does to a ``PasswordResetServerState`` and what it
/// answers, as a ``PasswordResetPlan``. ``InMemoryPasswordResetBackend`` and the reference server both carry the
/// plans out, so the seed's client sees the same answers from either, bad input included; they differ only in where
/// the state and the counts are kept.
///
/// Pure: no clock, no randomness, no I/O. The backend passes the time, a freshly drawn token (32 CSPRNG bytes,
/// hex) and a fresh salt in the work's ``PasswordResetRuleContext``; the rules keep only the token's SHA-256 digest.
///
/// ```swift
/// let rules = PasswordResetServerRules(policy: .hardened)
/// var state = PasswordResetServerState()
/// state.users["u1"] = try rules.makeUser(userID: "u1", email: "ann@example.com", password: "OldPassw0rd", salt: "00")
/// let plan = try rules.requestReset(ForgotPasswordRequest(email: "ann@example.com")).get()
/// var context = PasswordResetRuleContext(now: now, token: "t0k3n", salt: "01")
/// _ = plan.work(&state, &context)  // context.sentEmail: the link for ann@example.com
/// ```
///
/// Before any work, each route checks its fields (a 400 naming what is wrong; nothing is counted or read):
/// - an address at most ``maximumEmailBytes`` bytes, and forgot-password's in the seed's format
///   (``ForgotPasswordEmailFormat``): "email must be a valid email address";
/// - a password (login's, reset-password's new one) at most ``maximumPasswordLength`` characters.
///
/// Then the request counts against its limit (``limits``, ``PasswordResetCount``: 429 with `Retry-After` past it),
/// and the work answers (failures are ``PasswordResetRejection``s, the answers the seed's client reads):
/// - forgot-password: always ``Message/uniformRequest``, decided before any state is read, for known and unknown
///   addresses alike; the work gives a known address a token and its email.
/// - verify-reset-token: live → `valid: true` with `expires_at` and `user_email`; expired → `valid: false` with the
///   expired message; unknown, used or revoked → 400 (``PasswordResetRejection/invalidOrExpiredToken``). Never uses
///   a token up or extends it.
/// - reset-password: unknown, used or revoked → ``PasswordResetRejection/invalidToken``; expired →
///   ``PasswordResetRejection/tokenExpired``; refused password → 400 with the rule's words (the token stays
///   usable); else the password changes and the policy's single use, revocation and sign-out apply.
/// - login: the account's password opens a session; an unknown address and a wrong password get the same 401.
public struct PasswordResetServerRules: Sendable, Hashable {
    /// The messages of the server, in one place.
    public enum Message {
        /// The forgot-password answer, whether or not the account exists.
        public static let uniformRequest = "If an account exists with that email, a password reset link has been sent."
        /// The verify-reset-token message for a live token.
        public static let validToken = "Reset token is valid."
        /// The reset-password message on success.
        public static let resetSucceeded = "Your password has been reset."
        /// The `detail` of a 400 for an unknown, used or revoked token on reset-password (no "expired", no
        /// "Password": the seed's client must not read it as an expired link or a refused password).
        public static let invalidToken = "Invalid reset token"
        /// The `detail` of a 400 for an unknown, used or revoked token on verify-reset-token.
        public static let invalidOrExpiredToken = "Invalid or expired reset token"
        /// The `detail` of a 400 for an expired token on reset-password (contains "expired", as the seed keys on).
        public static let tokenExpired = "Reset token has expired"
        /// The login answer on success.
        public static let loggedIn = "Logged in."
        /// The `detail` of a 401 on login, for an unknown address and a wrong password alike.
        public static let invalidCredentials = "Invalid email or password"
        /// The `detail` of a 400 for an address that is too long or, where the seed checks it, malformed.
        public static let invalidEmail = "email must be a valid email address"
        /// The `detail` of a 400 for a password over ``maximumPasswordLength`` (contains "Password", so the seed's
        /// reset screen shows it as a refused password).
        public static let passwordTooLong =
            "Password must be at most \(PasswordResetServerRules.maximumPasswordLength) characters long."
        /// The `detail` of a 400 when the new password's verifier cannot be derived.
        public static let passwordNotStored = "The new password could not be stored. Please try again."
    }

    /// The policy in force (lifetime, single use, revocation, sign-out, password rule, verifier).
    public var policy: PasswordResetBackendPolicy
    /// The rate limits in force.
    public var limits: PasswordResetLimits

    /// Rules under `policy`, counting requests against `limits`.
    public init(policy: PasswordResetBackendPolicy = .hardened, limits: PasswordResetLimits = PasswordResetLimits()) {
        self.policy = policy
        self.limits = limits
    }

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

    // MARK: Routes

    /// `POST /v1/auth/forgot-password`: a well-formed address counts as a reset request and is answered
    /// ``Message/uniformRequest`` before any state is read; the work then gives a known address a token valid from
    /// now (revoking the older ones if the policy says) and the email carrying it.
    public func requestReset(_ request: ForgotPasswordRequest)
        -> Result<PasswordResetPlan<ForgotPasswordResponse>, PasswordResetRejection>
    {
        if let refusal = Self.addressRefusal(request.email, checksFormat: true) { return .failure(refusal) }
        let answer = ForgotPasswordResponse(message: Message.uniformRequest)
        let plan = PasswordResetPlan(
            subject: .address(request.email), count: .resetRequest(address: request.email), answer: answer
        ) { [self] state, context in
            // The digest is computed for unknown addresses too, so both paths do the same work.
            let digest = Self.digest(of: context.token)
            guard let userID = state.userID(forEmail: request.email), let user = state.users[userID] else {
                return .success(answer)
            }
            if policy.revokesPreviousTokens { revokeTokens(of: userID, in: &state) }
            state.tokens[digest] = PasswordResetToken(
                userID: userID, issuedAt: context.now, expiresAt: context.now + policy.tokenLifetime)
            context.sentEmail = PasswordResetEmail(
                to: user.email, link: ResetPasswordLink(token: context.token, form: context.linkForm),
                sentAt: context.now)
            return .success(answer)
        }
        return .success(plan)
    }

    /// `POST /v1/auth/verify-reset-token`: counts as a token guess unless the token is real (live or expired).
    public func verifyResetToken(_ request: VerifyResetTokenRequest)
        -> Result<PasswordResetPlan<VerifyResetTokenResponse>, PasswordResetRejection>
    {
        let plan = PasswordResetPlan<VerifyResetTokenResponse>(subject: .token(request.token), count: .tokenGuess) {
            [self] state, context in
            guard let record = liveRecord(for: request.token, in: state) else {
                return .failure(.invalidOrExpiredToken)
            }
            context.countsAgainstLimit = false  // a real token is no guess
            let expiresAt = Self.iso8601(record.expiresAt)
            guard context.now < record.expiresAt else {
                return .success(
                    VerifyResetTokenResponse(
                        valid: false, message: PasswordResetError.tokenExpired.description, expiresAt: expiresAt))
            }
            return .success(
                VerifyResetTokenResponse(
                    valid: true, message: Message.validToken, expiresAt: expiresAt,
                    userEmail: state.users[record.userID]?.email))
        }
        return .success(plan)
    }

    /// `POST /v1/auth/reset-password`: the new password is stored under the context's salt; counts as a token
    /// guess unless the token is real.
    public func resetPassword(_ request: ResetPasswordRequest)
        -> Result<PasswordResetPlan<ResetPasswordResponse>, PasswordResetRejection>
    {
        if let refusal = Self.passwordRefusal(request.newPassword) { return .failure(refusal) }
        let plan = PasswordResetPlan<ResetPasswordResponse>(subject: .token(request.token), count: .tokenGuess) {
            [self] state, context in
            let digest = Self.digest(of: request.token)
            guard let record = liveRecord(for: request.token, in: state), state.users[record.userID] != nil else {
                return .failure(.invalidToken)
            }
            context.countsAgainstLimit = false  // a real token is no guess
            guard context.now < record.expiresAt else { return .failure(.tokenExpired) }
            if let rejection = policy.passwordRule.rejection(of: request.newPassword) {
                return .failure(.badRequest(rejection))
            }
            let stored: StoredVerifier
            do { stored = try verifier(for: request.newPassword, salt: context.salt) } catch {
                return .failure(.badRequest(Message.passwordNotStored))
            }
            state.users[record.userID]?.password = stored
            if policy.singleUse { state.tokens[digest]?.used = true }
            if policy.revokesPreviousTokens { revokeTokens(of: record.userID, in: &state, except: digest) }
            if policy.invalidatesSessions { state.users[record.userID]?.sessions = 0 }
            return .success(ResetPasswordResponse(message: Message.resetSucceeded, userId: record.userID))
        }
        return .success(plan)
    }

    /// `POST /v1/auth/login`: the account's password opens a session; an unknown address and a wrong password get
    /// the same ``PasswordResetRejection/invalidCredentials``, after the same work (a verifier is checked either
    /// way, so the time does not tell which addresses have accounts), and both count as a failed login.
    public func login(_ request: LoginRequest) -> Result<PasswordResetPlan<LoginResponse>, PasswordResetRejection> {
        if let refusal = Self.addressRefusal(request.email, checksFormat: false)
            ?? Self.passwordRefusal(request.password)
        {
            return .failure(refusal)
        }
        let plan = PasswordResetPlan<LoginResponse>(
            subject: .address(request.email), count: .failedLogin(address: request.email)
        ) { [self] state, context in
            let userID = state.userID(forEmail: request.email)
            let stored = userID.flatMap { state.users[$0]?.password }
            // An unknown address is checked against a verifier no password matches, with the policy's algorithm.
            let verifier = stored ?? StoredVerifier(algorithm: policy.passwordVerifier, salt: "00", hash: "")
            let matches = verifier.matches(request.password)
            guard let userID, stored != nil, matches else { return .failure(.invalidCredentials) }
            state.users[userID]?.sessions += 1
            context.countsAgainstLimit = false  // a success is no failed login
            return .success(LoginResponse(message: Message.loggedIn, userId: userID))
        }
        return .success(plan)
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
