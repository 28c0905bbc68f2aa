import Foundation
import LockCore
import LockFlows

/// Seed 002's password reset for one scope (the server's default scope or a test-mode sandbox): each endpoint
/// applies `PasswordResetServerRules` (LockFlows, shared with `InMemoryPasswordResetBackend`) to the users and
/// tokens in SQLite; the routes only decode and encode.
///
/// What is the server's own: tokens from the system CSPRNG (32 bytes, hex; only their SHA-256 is stored), time
/// from the scope's ``ServerClock``, links "emailed" as `artitec://reset-password?token=...` into the scope's
/// mailbox (test mode) and the printed outbox.
public struct PasswordResetAccounts: Sendable {
    let store: PasswordResetStore
    /// The rules in force.
    public let rules: PasswordResetServerRules
    let scope: String
    let clock: any ServerClock
    let onSend: @Sendable (PasswordResetEmail) -> Void

    /// `POST /v1/auth/forgot-password`: the same answer, and the same work, for known and unknown addresses.
    public func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse {
        var generator = SystemRandomNumberGenerator()
        let token = PasswordResetServerRules.makeToken(using: &generator)
        let now = Self.instant(clock.now())
        let issued = try await store.update(scope: scope, email: email) { [rules] state in
            rules.requestReset(email: email, token: token, on: &state, at: now)
        }
        if let sent = issued.email { onSend(sent) }
        return issued.response
    }

    /// `POST /v1/auth/verify-reset-token`: never uses the token up or extends it.
    public func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse {
        let now = Self.instant(clock.now())
        return try await store.update(scope: scope, token: token) { [rules] state in
            rules.verifyResetToken(token, in: state, at: now)
        }.mapError { DetailError($0, on: .verifyResetToken) }.get()
    }

    /// `POST /v1/auth/reset-password`.
    public func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        var generator = SystemRandomNumberGenerator()
        let salt = PasswordResetServerRules.makeSalt(using: &generator)
        let now = Self.instant(clock.now())
        return try await store.update(scope: scope, token: token) { [rules] state in
            rules.resetPassword(token: token, newPassword: newPassword, salt: salt, on: &state, at: now)
        }.mapError { DetailError($0, on: .resetPassword) }.get()
    }

    /// `POST /v1/auth/login`: the same answer, after the same work, for an unknown address and a wrong password.
    public func login(email: String, password: String) async throws -> LoginResponse {
        try await store.update(scope: scope, email: email) { [rules] state in
            rules.login(email: email, password: password, on: &state)
        }.mapError { DetailError($0, on: .login) }.get()
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

    static func instant(_ date: Date) -> WallClockInstant {
        WallClockInstant(nanosecondsSince1970: Int64((date.timeIntervalSince1970 * 1e9).rounded()))
    }
}
