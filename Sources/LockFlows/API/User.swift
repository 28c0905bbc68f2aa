/// The signed-in user in `GET /api/auth/me` (seed 003's `GetCurrentUserResponse.user`).
///
/// The seed names the type but not its fields; these are the fields the harness needs. JSON keys are camelCase,
/// like the rest of the `/api` shapes.
public struct User: Codable, Sendable, Hashable {
    /// The user id.
    public let id: String
    /// The address password-reset links go to.
    public let email: String
    /// The display name.
    public let name: String
    /// The company the user belongs to (``Company/id``).
    public let companyId: String

    /// A user from its fields.
    public init(id: String, email: String, name: String, companyId: String) {
        self.id = id
        self.email = email
        self.name = name
        self.companyId = companyId
    }
}
