/// Body of `GET /test/status`: proof that the server runs in test mode.
public struct TestModeStatus: Sendable, Hashable, Codable {
    /// Always true (a server outside test mode answers 404).
    public let testMode: Bool
    /// The server's version string.
    public let version: String

    enum CodingKeys: String, CodingKey {
        case testMode = "test_mode"
        case version
    }

    /// A status from its fields.
    public init(testMode: Bool, version: String) {
        self.testMode = testMode
        self.version = version
    }
}
