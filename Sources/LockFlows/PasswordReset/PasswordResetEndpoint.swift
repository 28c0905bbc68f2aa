import Foundation

/// Seed 002's three endpoints: path, method, and how an HTTP answer becomes a result or a ``PasswordResetError``.
///
/// The mapping is the seed's `PasswordResetService`, status code by status code, so an HTTP client
/// built on it reports exactly what the seed app would:
///
/// ```swift
/// let response = try PasswordResetEndpoint.resetPassword.decode(
///     ResetPasswordResponse.self, status: 400, body: Data(#"{"detail":"Token expired"}"#.utf8))
/// // throws PasswordResetError.tokenExpired
/// ```
public enum PasswordResetEndpoint: String, Sendable, Hashable, CaseIterable {
    /// `POST /v1/auth/forgot-password`.
    case forgotPassword = "/v1/auth/forgot-password"
    /// `POST /v1/auth/verify-reset-token`.
    case verifyResetToken = "/v1/auth/verify-reset-token"
    /// `POST /v1/auth/reset-password`.
    case resetPassword = "/v1/auth/reset-password"
    /// `POST /v1/auth/login` (the login screen the seeds show but never define; 401 for bad credentials).
    case login = "/v1/auth/login"

    /// The path below the API base URL.
    public var path: String { rawValue }
    /// The name `api-failure` and `api-latency` use (`forgot-password`), the last part of the path.
    public var name: String { String(rawValue.split(separator: "/").last ?? "") }
    /// Name, method and path.
    public var endpoint: APIEndpoint { APIEndpoint(name: name, method: method, path: path) }
    /// The HTTP method (all are POST with a JSON body).
    public var method: RouteMethod { .post }
    /// The seed's release base URL.
    public static let releaseBaseURL = "https://api.artitec.com"

    /// The full URL under `baseURL`, or ``PasswordResetError/invalidURL`` if it does not parse.
    public func url(baseURL: String) throws(PasswordResetError) -> URL {
        guard let url = URL(string: baseURL + path), url.scheme != nil, url.host != nil else { throw .invalidURL }
        return url
    }

    /// The decoded 200 body, or the error the seed's service throws for this status and body.
    ///
    /// A 200 whose body does not decode rethrows the `DecodingError`, as the seed does (the models then
    /// show the seed's generic message).
    public func decode<Response: Decodable>(_ type: Response.Type, status: Int, body: Data) throws -> Response {
        if status == 200 { return try JSONDecoder().decode(type, from: body) }
        throw failure(status: status, body: body)
    }

    /// The error the seed's service throws for a non-200 `status` with `body`.
    public func failure(status: Int, body: Data) -> PasswordResetError {
        let detail = (try? JSONDecoder().decode([String: String].self, from: body))?["detail"]
        switch self {
        case .forgotPassword:
            return .serverError(detail ?? "Unknown error")
        case .verifyResetToken:
            return .invalidToken
        case .resetPassword:
            guard status == 400 else { return .serverError(detail ?? "Unknown error") }
            guard let detail else { return .invalidToken }
            if detail.contains("expired") { return .tokenExpired }
            if detail.contains("Password") { return .weakPassword(detail) }
            return .serverError(detail)
        case .login:
            return status == 401 ? .invalidCredentials : .serverError(detail ?? "Unknown error")
        }
    }
}
