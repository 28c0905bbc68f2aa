/// Body of a 200 from `POST /v1/auth/forgot-password`: `{"message": "..."}` (seed 002 `ForgotPasswordResponse`).
public struct ForgotPasswordResponse: Sendable, Hashable, Codable {
    /// The server's message; the seed only logs it and shows its own "Check Your Email" alert.
    public let message: String

    /// A response carrying `message`.
    public init(message: String) { self.message = message }
}
