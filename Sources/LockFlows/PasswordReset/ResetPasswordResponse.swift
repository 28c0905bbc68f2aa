/// Body of a 200 from `POST /v1/auth/reset-password`: `{"message": "...", "user_id": "..."}` (seed 002).
public struct ResetPasswordResponse: Sendable, Hashable, Codable {
    /// The server's message; the seed only logs it and shows its own success alert.
    public let message: String
    /// The account whose password changed, if the server says.
    public let userId: String?

    enum CodingKeys: String, CodingKey {
        case message
        case userId = "user_id"
    }

    /// A response from its fields.
    public init(message: String, userId: String? = nil) {
        self.message = message
        self.userId = userId
    }
}
