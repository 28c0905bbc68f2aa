/// One route of the seeds' APIs by name: what request logs, fault injection, `api-failure` and `api-latency` call it,
/// and where it is on the wire. Every endpoint is declared once, with its shapes and rule, in a route table
/// (``PasscodeRoutes`` for `/api`, ``PasswordResetRoutes`` for seed 002's `/v1`).
public struct APIEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// The name (`set-passcode`, `me`, ...), the last part of the path.
    public let name: String
    /// The HTTP method.
    public let method: RouteMethod
    /// The path (`/api/auth/set-passcode`).
    public let path: String

    /// An endpoint from its parts.
    public init(name: String, method: RouteMethod, path: String) {
        self.name = name
        self.method = method
        self.path = path
    }

    /// Every endpoint: the passcode API's in ``PasscodeRoutes/all``'s order, then seed 002's in
    /// ``PasswordResetRoutes/all``'s.
    public static let allCases: [APIEndpoint] =
        PasscodeRoutes.all.map(\.endpoint) + PasswordResetRoutes.all.map(\.endpoint)

    /// The endpoint named `name`, if there is one.
    public init?(name: String) {
        guard let endpoint = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = endpoint
    }

    /// The endpoint at `path`, if there is one.
    public init?(path: String) {
        guard let endpoint = Self.allCases.first(where: { $0.path == path }) else { return nil }
        self = endpoint
    }

    /// The name.
    public var description: String { name }
}
