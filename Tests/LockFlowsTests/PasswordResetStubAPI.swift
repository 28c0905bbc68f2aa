import LockFlows

/// A ``PasswordResetAPI`` whose answers are closures; every call fails unless a test says otherwise.
struct PasswordResetStubAPI: PasswordResetAPI {
    var forgot: @Sendable (String) async throws -> ForgotPasswordResponse = { _ in throw PasswordResetStubError() }
    var verify: @Sendable (String) async throws -> VerifyResetTokenResponse = { _ in throw PasswordResetStubError() }
    var reset: @Sendable (String, String) async throws -> ResetPasswordResponse = { _, _ in
        throw PasswordResetStubError()
    }

    /// The closure for `input`'s route; login always fails.
    func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        let answer: Any
        switch input {
        case let request as ForgotPasswordRequest: answer = try await forgot(request.email)
        case let request as VerifyResetTokenRequest: answer = try await verify(request.token)
        case let request as ResetPasswordRequest: answer = try await reset(request.token, request.newPassword)
        default: throw PasswordResetStubError()
        }
        guard let output = answer as? Output else { throw PasswordResetStubError() }
        return output
    }
}

/// An error that is not a ``PasswordResetError`` (like a `URLError` or a `DecodingError` in the seed).
struct PasswordResetStubError: Error {}
