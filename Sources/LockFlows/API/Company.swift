/// The user's company in `GET /api/auth/me` (seed 003's `GetCurrentUserResponse.company`).
public struct Company: Codable, Sendable, Hashable {
    /// The company id.
    public let id: String
    /// The company's name.
    public let name: String

    /// A company from its fields.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// The one company of the reference server.
    public static let reference = Company(id: "company-1", name: "Artitec")
}
