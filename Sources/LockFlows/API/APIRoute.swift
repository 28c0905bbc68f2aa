/// One route of the seeds' APIs, typed: where it is (``endpoint``), the Codable shapes of its request and answer,
/// and what the server does (``rule``, whose shape is its API's: ``PasscodeRule`` for `/api`,
/// ``PasswordResetRouteRule`` for `/v1`).
///
/// Everything that serves or calls an API works from its routes, generically: an HTTP client sends `Input` and
/// decodes `Output`; the reference server registers the route, decodes `Input`, applies ``rule`` and encodes
/// `Output`; the in-process backend applies ``rule`` in memory. So each route's rule and shapes are written once.
/// The routes are tables of these: ``PasscodeRoutes`` and ``PasswordResetRoutes``.
public struct APIRoute<Input: Codable & Sendable, Output: Codable & Sendable, Rule: Sendable>: Sendable {
    /// Name, method and path.
    public let endpoint: APIEndpoint
    /// The request a call without a body stands for (a `GET`, or a `POST` whose body may be left out); nil when
    /// the body is required.
    public let absentBody: Input?
    /// Whether the route usually changes nothing (the reference server first tries it on a read snapshot).
    public let mostlyReads: Bool
    /// What the server does with a request.
    public let rule: Rule

    /// A route at `endpoint` applying `rule`.
    public init(endpoint: APIEndpoint, absentBody: Input? = nil, mostlyReads: Bool = false, rule: Rule) {
        self.endpoint = endpoint
        self.absentBody = absentBody
        self.mostlyReads = mostlyReads
        self.rule = rule
    }

    /// Whether calls carry `Input` as a JSON body (every method but `GET`).
    public var sendsBody: Bool { endpoint.method.sendsBody }

    /// The request's Codable type.
    public var inputType: any (Codable & Sendable).Type { Input.self }

    /// The answer's Codable type.
    public var outputType: any (Codable & Sendable).Type { Output.self }
}

/// A route of any API and shapes, for lists of endpoints. Each API's table lists its routes as a protocol refining
/// this one (``PasscodeRouteDescribing``, ``PasswordResetRouteDescribing``), which code that handles every route opens to the typed route.
public protocol APIRouteDescribing: Sendable {
    /// Name, method and path.
    var endpoint: APIEndpoint { get }
}

extension APIRoute: APIRouteDescribing {}
