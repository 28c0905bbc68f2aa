/// Body of a 201 from `POST /test/sandboxes`.
public struct CreateSandboxResponse: Sendable, Hashable, Codable {
    /// The sandbox id, sent back in `X-LockHarness-Sandbox` on every later request.
    public let sandbox: String
    /// The bearer token for the sandbox's user (`Authorization: Bearer <token>`).
    public let token: String
    /// The user's id.
    public let userId: String

    enum CodingKeys: String, CodingKey {
        case sandbox, token
        case userId = "user_id"
    }

    /// A response from its fields.
    public init(sandbox: String, token: String, userId: String) {
        self.sandbox = sandbox
        self.token = token
        self.userId = userId
    }
}
