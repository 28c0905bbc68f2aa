import Foundation
import LockFlows

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Seed 002's `PasswordResetService` over HTTP (URLSession): `PasswordResetAPI` against `/v1/auth/...`.
///
/// Requests carry the LockFlows shapes as JSON (snake_case keys, no authentication, as in the seed); answers go
/// through `PasswordResetEndpoint.decode`, the seed's status mapping, so the password-reset models see exactly the
/// `PasswordResetError`s the seed's service throws. A request that gets no usable answer becomes
/// `PasswordResetError.networkError` (a timeout as `PasswordResetError.timedOut`).
/// ```swift
/// let api = HTTPPasswordResetAPI(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// _ = try await api.requestPasswordReset(email: "ann@example.com")
/// ```
public struct HTTPPasswordResetAPI: PasswordResetAPI {
    /// The server's base URL (`http://host:port`).
    public let baseURL: URL
    /// Headers sent with every request (e.g. `X-LockHarness-Sandbox` for a test-mode sandbox).
    public let extraHeaders: [String: String]
    private let session: URLSession

    /// A client for the server at `baseURL` sending `extraHeaders`; each request gives up after `timeout`.
    public init(baseURL: URL, timeout: Duration = .seconds(10), extraHeaders: [String: String] = [:]) {
        self.baseURL = baseURL
        self.extraHeaders = extraHeaders
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        self.session = URLSession(configuration: configuration)
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

    private func send<Body: Encodable, Output: Decodable>(_ endpoint: PasswordResetEndpoint, _ body: Body) async throws
        -> Output
    {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        var request = URLRequest(url: try endpoint.url(baseURL: base))
        request.httpMethod = endpoint.method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        for (name, value) in extraHeaders { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = try JSONEncoder().encode(body)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError where error.code == .timedOut {
            throw PasswordResetError.timedOut
        } catch let error as URLError {
            throw PasswordResetError.networkError(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else { throw PasswordResetError.invalidResponse }
        return try endpoint.decode(Output.self, status: http.statusCode, body: data)
    }
}
