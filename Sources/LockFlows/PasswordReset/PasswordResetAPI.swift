/// Seed 002's `PasswordResetService`, as the models' owner calls it: one generic call over the route table
/// (``PasswordResetRoutes``), with the seed's method names as conveniences.
///
/// Conformers are the in-process ``InMemoryPasswordResetBackend``, an HTTP client that reads answers with the
/// route's mapping (``APIRoute/output(status:body:)``), and the harness session's forwarders; each implements
/// ``call(_:_:)`` once for every route. Failures the user should read are thrown as ``PasswordResetError``; anything
/// else gets the seed's generic "Please try again." message.
public protocol PasswordResetAPI: Sendable {
    /// Calls `route` with `input` and returns its answer.
    /// - Throws: ``PasswordResetError`` for a refusal (the route's ``PasswordResetErrorMapping``), or what the
    ///   transport throws (a `URLError`, a `DecodingError`), as the seed's service does.
    func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output
}

extension PasswordResetAPI {
    /// `POST /v1/auth/forgot-password`: asks for a reset link to be emailed to `email`.
    public func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse {
        try await call(PasswordResetRoutes.forgotPassword, ForgotPasswordRequest(email: email))
    }

    /// `POST /v1/auth/verify-reset-token`: checks `token` without using it up.
    public func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse {
        try await call(PasswordResetRoutes.verifyResetToken, VerifyResetTokenRequest(token: token))
    }

    /// `POST /v1/auth/reset-password`: sets `newPassword` for the token's account and uses the token up.
    public func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        try await call(PasswordResetRoutes.resetPassword, ResetPasswordRequest(token: token, newPassword: newPassword))
    }

    /// `POST /v1/auth/login`: signs in with the account's password; a wrong one throws
    /// ``PasswordResetError/invalidCredentials``.
    public func login(email: String, password: String) async throws -> LoginResponse {
        try await call(PasswordResetRoutes.login, LoginRequest(email: email, password: password))
    }
}
