/// The 200 body of `POST /v1/auth/login`: `{"message": "...", "user_id": "..."}`.
public struct LoginResponse: Sendable, Hashable, Codable {
    /// What happened.
    public let message: String
    /// The signed-in account's id.
    public let userId: String

    enum CodingKeys: String, CodingKey {
        case message
        case userId = "user_id"
    }

    /// A response for `userId`.
    public init(message: String, userId: String) {
        self.message = message
        self.userId = userId
    }
}
