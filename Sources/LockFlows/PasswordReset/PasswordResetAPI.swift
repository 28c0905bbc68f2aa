/// The three calls of seed 002's `PasswordResetService`, as the models' owner performs them.
///
/// Conformers are the in-process ``InMemoryPasswordResetBackend``, test doubles, or an HTTP client
/// that maps status codes with ``PasswordResetEndpoint``. Failures the user should read are thrown as
/// ``PasswordResetError``; anything else gets the seed's generic "Please try again." message.
public protocol PasswordResetAPI: Sendable {
    /// `POST /v1/auth/forgot-password`: asks for a reset link to be emailed to `email`.
    func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse
    /// `POST /v1/auth/verify-reset-token`: checks `token` without using it up.
    func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse
    /// `POST /v1/auth/reset-password`: sets `newPassword` for the token's account and uses the token up.
    func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse
    /// `POST /v1/auth/login`: signs in with the account's password; a wrong one throws
    /// ``PasswordResetError/invalidCredentials``.
    func login(email: String, password: String) async throws -> LoginResponse
}
