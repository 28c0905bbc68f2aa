/// One route of the passcode API by name: what request logs, fault injection and `api-failure` call it, and where
/// it is on the wire. Every endpoint is declared once, with its shapes and rule, in ``PasscodeRoutes``.
public struct PasscodeEndpoint: Sendable, Hashable, CustomStringConvertible {
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

    /// Every endpoint, in ``PasscodeRoutes/all``'s order.
    public static let allCases: [PasscodeEndpoint] = PasscodeRoutes.all.map(\.endpoint)

    /// The endpoint named `name`, if there is one.
    public init?(name: String) {
        guard let endpoint = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = endpoint
    }

    /// The name.
    public var description: String { name }
}
