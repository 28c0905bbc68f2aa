/// Body of `POST /v1/auth/verify-reset-token`: `{"token": "..."}` (seed 002 `VerifyTokenRequest`).
public struct VerifyResetTokenRequest: Sendable, Hashable, Codable {
    /// The token from the reset link.
    public let token: String

    /// A request to check `token`.
    public init(token: String) { self.token = token }
}
