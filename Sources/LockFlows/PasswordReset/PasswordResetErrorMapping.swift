import Foundation

/// How seed 002's `PasswordResetService` turns a refusal (a status other than 200, and its body) into the
/// ``PasswordResetError`` its screens show, route by route: each `/v1` route names its mapping in
/// ``PasswordResetRoutes``. The HTTP client maps the server's answers with it, and the in-process backend its own
/// refusals, so the screens see the same errors from either.
/// ```swift
/// PasswordResetErrorMapping.resetPassword.error(status: 400, body: Data(#"{"detail":"Token expired"}"#.utf8))
/// // .tokenExpired
/// ```
public enum PasswordResetErrorMapping: Sendable, Hashable {
    /// `serverError` with the body's `detail` ("Unknown error" without one): forgot-password, and the default.
    case detail
    /// Any refusal is `invalidToken`: verify-reset-token.
    case invalidToken
    /// reset-password: a 400 is `invalidToken` without a `detail`, `tokenExpired` when it says "expired",
    /// `weakPassword` when it says "Password", else `serverError`; any other status is `serverError`.
    case resetPassword
    /// 401 is `invalidCredentials`, anything else as ``detail``: login (which the seeds never define).
    case credentials

    /// The error the seed's service throws for a non-200 `status` with `body`.
    public func error(status: Int, body: Data) -> PasswordResetError {
        let detail = (try? JSONDecoder().decode([String: String].self, from: body))?["detail"]
        switch self {
        case .detail:
            return .serverError(detail ?? "Unknown error")
        case .invalidToken:
            return .invalidToken
        case .resetPassword:
            guard status == 400 else { return .serverError(detail ?? "Unknown error") }
            guard let detail else { return .invalidToken }
            if detail.contains("expired") { return .tokenExpired }
            if detail.contains("Password") { return .weakPassword(detail) }
            return .serverError(detail)
        case .credentials:
            return status == 401 ? .invalidCredentials : .serverError(detail ?? "Unknown error")
        }
    }
}
