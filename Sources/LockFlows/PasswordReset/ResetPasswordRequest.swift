/// Body of `POST /v1/auth/reset-password`: `{"token": "...", "new_password": "..."}` (seed 002).
public struct ResetPasswordRequest: Sendable, Hashable, Codable {
    /// The token from the reset link.
    public let token: String
    /// The new password, exactly as typed.
    public let newPassword: String

    enum CodingKeys: String, CodingKey {
        case token
        case newPassword = "new_password"
    }

    /// A request to set `newPassword` with `token`.
    public init(token: String, newPassword: String) {
        self.token = token
        self.newPassword = newPassword
    }
}

extension ResetPasswordRequest: CustomStringConvertible {
    /// The request with the password masked, safe for logs.
    public var description: String { "ResetPasswordRequest(token: <\(token.count) chars>, newPassword: <redacted>)" }
}
