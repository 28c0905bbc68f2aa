import Foundation
import LockFlows

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Seed 002's `PasswordResetService` over HTTP (URLSession): `PasswordResetAPI` against `/v1/auth/...`.
///
/// Requests carry the LockFlows shapes as JSON (snake_case keys, no authentication, as in the seed); answers go
/// through `PasswordResetEndpoint.decode`, the seed's status mapping, so the password-reset models see exactly the
/// `PasswordResetError`s the seed's service throws. A request that gets no answer throws URLSession's `URLError`
/// unchanged, as the seed's service does (its screens then show their generic message; a policy that explains
/// network errors words it from the `URLError`'s code).
/// ```swift
/// let api = HTTPPasswordResetAPI(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// _ = try await api.requestPasswordReset(email: "ann@example.com")
/// ```
public struct HTTPPasswordResetAPI: PasswordResetAPI {
    private let transport: HTTPJSONTransport

    /// A client for the server at `baseURL` sending `extraHeaders`; each request gives up after `timeout`.
    public init(baseURL: URL, timeout: Duration = .seconds(10), extraHeaders: [String: String] = [:]) {
        transport = HTTPJSONTransport(baseURL: baseURL, headers: extraHeaders, timeout: timeout)
    }

    /// `POST /v1/auth/forgot-password`.
    public func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse {
        try await send(.forgotPassword, ForgotPasswordRequest(email: email))
    }

    /// `POST /v1/auth/verify-reset-token`.
    public func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse {
        try await send(.verifyResetToken, VerifyResetTokenRequest(token: token))
    }

    /// `POST /v1/auth/reset-password`.
    public func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        try await send(.resetPassword, ResetPasswordRequest(token: token, newPassword: newPassword))
    }

    /// `POST /v1/auth/login`.
    public func login(email: String, password: String) async throws -> LoginResponse {
        try await send(.login, LoginRequest(email: email, password: password))
    }

    private func send<Body: Encodable, Output: Decodable>(_ endpoint: PasswordResetEndpoint, _ body: Body) async throws
        -> Output
    {
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(endpoint.method, endpoint.path, json: body)
        } catch let error as URLError where error.code == .badServerResponse {
            throw PasswordResetError.invalidResponse
        }
        return try endpoint.decode(Output.self, status: response.statusCode, body: data)
    }
}
