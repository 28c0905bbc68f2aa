/// Body of `POST /v1/auth/forgot-password`: `{"email": "..."}` (seed 002 `ForgotPasswordRequest`).
public struct ForgotPasswordRequest: Sendable, Hashable, Codable {
    /// The address the user typed, sent as typed (the seed neither trims nor lowercases it).
    public let email: String

    /// A request for `email`.
    public init(email: String) { self.email = email }
}
