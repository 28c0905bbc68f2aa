import LockFlows

/// A ``PasswordResetAPI`` whose answers are closures; every call fails unless a test says otherwise.
struct PasswordResetStubAPI: PasswordResetAPI {
    var forgot: @Sendable (String) async throws -> ForgotPasswordResponse = { _ in throw PasswordResetStubError() }
    var verify: @Sendable (String) async throws -> VerifyResetTokenResponse = { _ in throw PasswordResetStubError() }
    var reset: @Sendable (String, String) async throws -> ResetPasswordResponse = { _, _ in
        throw PasswordResetStubError()
    }

    func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse { try await forgot(email) }
    func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse { try await verify(token) }
    func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        try await reset(token, newPassword)
    }
    func login(email: String, password: String) async throws -> LoginResponse { throw PasswordResetStubError() }
}

/// An error that is not a ``PasswordResetError`` (like a `URLError` or a `DecodingError` in the seed).
struct PasswordResetStubError: Error {}
