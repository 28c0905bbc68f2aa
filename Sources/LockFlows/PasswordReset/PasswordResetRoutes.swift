/// Every route of seed 002's password-reset API, once: name, method and path, the request and answer shapes, the
/// rule of ``PasswordResetServerRules`` it applies, and how the seed's client reads its refusals. The HTTP client,
/// the reference server's router, the in-process backend and the harness session's backends all work from this
/// table, so adding a route is its shapes, its rule, one entry here (and in ``all``), and the OpenAPI document.
public enum PasswordResetRoutes {
    /// `POST /v1/auth/forgot-password`: a reset link emailed to a known address; the same answer for any address.
    public static let forgotPassword = PasswordResetRoute<ForgotPasswordRequest, ForgotPasswordResponse>(
        "forgot-password", .post, "/v1/auth/forgot-password"
    ) { rules, request in rules.requestReset(request) }

    /// `POST /v1/auth/verify-reset-token`: whether a token may be used, without using it up.
    public static let verifyResetToken = PasswordResetRoute<VerifyResetTokenRequest, VerifyResetTokenResponse>(
        "verify-reset-token", .post, "/v1/auth/verify-reset-token", errors: .invalidToken
    ) { rules, request in rules.verifyResetToken(request) }

    /// `POST /v1/auth/reset-password`: a new password for the token's account; the token is used up.
    public static let resetPassword = PasswordResetRoute<ResetPasswordRequest, ResetPasswordResponse>(
        "reset-password", .post, "/v1/auth/reset-password", errors: .resetPassword
    ) { rules, request in rules.resetPassword(request) }

    /// `POST /v1/auth/login`: the login screen the seeds show but never define (401 for bad credentials).
    public static let login = PasswordResetRoute<LoginRequest, LoginResponse>(
        "login", .post, "/v1/auth/login", errors: .credentials
    ) { rules, request in rules.login(request) }

    /// Every route, in the order the API documents them.
    public static let all: [any PasswordResetRouteDescribing] = [
        forgotPassword, verifyResetToken, resetPassword, login,
    ]

    /// The seed's release base URL.
    public static let releaseBaseURL = "https://api.artitec.com"
}
