import Foundation

/// One route of seed 002's password-reset API (`/v1`): an ``APIRoute`` whose rule is one of
/// ``PasswordResetServerRules`` (a request to a ``PasswordResetPlan``) and which names how the seed's client reads its
/// refusals. The routes are ``PasswordResetRoutes``.
///
/// The HTTP client sends `Input` and reads the answer as the seed's service does (``output(status:body:)``); the
/// reference server registers the route, reads `Input` strictly (``decodeInput(from:)``) and carries the plan out on
/// its database; the in-process backend carries it out in memory. So each route's checks, limits, work and answers
/// are written once for both backends.
/// ```swift
/// let answer = try await api.call(PasswordResetRoutes.login, LoginRequest(email: "ann@example.com", password: "pw"))
/// ```
public typealias PasswordResetRoute<Input: Codable & Sendable, Output: Codable & Sendable> =
    APIRoute<Input, Output, PasswordResetRouteRule<Input, Output>>

extension APIRoute where Rule == PasswordResetRouteRule<Input, Output> {
    /// A password-reset route `method path` named `name`, whose refusals the seed reads with `errors`, applying
    /// `rule`.
    public init(
        _ name: String, _ method: RouteMethod, _ path: String, errors: PasswordResetErrorMapping = .detail,
        rule: @escaping PasswordResetRouteRule<Input, Output>.Plan
    ) {
        self.init(
            endpoint: APIEndpoint(name: name, method: method, path: path),
            rule: PasswordResetRouteRule(errors: errors, plan: rule))
    }

    /// A request body read as this route's `Input`, strictly (an unknown field is refused): the 400 naming the field
    /// at fault otherwise. The reference server reads every `/v1` body this way, after its checks on the bytes.
    public func decodeInput(from body: Data) -> Result<Input, PasswordResetRejection> {
        RequestBodyDecoder.decodeStrict(Input.self, from: body).mapError { .badRequest($0.message) }
    }

    /// The answer `status` and `body` as the seed's service reads it: the decoded 200 body, or the
    /// ``PasswordResetError`` of the route's mapping. A 200 whose body does not decode rethrows the `DecodingError`,
    /// as the seed does (the screens then show their generic message).
    public func output(status: Int, body: Data) throws -> Output {
        if status == 200 { return try JSONDecoder().decode(Output.self, from: body) }
        throw rule.errors.error(status: status, body: body)
    }

    /// What the seed's client makes of `rejection`: the error it reads from the same status and body over HTTP.
    public func clientError(for rejection: PasswordResetRejection) -> PasswordResetError {
        rule.errors.error(status: rejection.status, body: rejection.body)
    }

    /// The full URL under `baseURL` (the seed's ``PasswordResetRoutes/releaseBaseURL``), or
    /// ``PasswordResetError/invalidURL`` if it does not parse.
    public func url(baseURL: String) throws(PasswordResetError) -> URL {
        guard let url = URL(string: baseURL + endpoint.path), url.scheme != nil, url.host != nil else {
            throw .invalidURL
        }
        return url
    }
}

/// A ``PasswordResetRoute`` of any shapes, for the list of every route (``PasswordResetRoutes/all``): code that
/// handles every route opens it to the typed route (``typed``) and works generically.
public protocol PasswordResetRouteDescribing: APIRouteDescribing {
    /// The request's shape.
    associatedtype Input: Codable & Sendable
    /// The answer's shape.
    associatedtype Output: Codable & Sendable
    /// The route, typed.
    var typed: PasswordResetRoute<Input, Output> { get }
}

extension APIRoute: PasswordResetRouteDescribing where Rule == PasswordResetRouteRule<Input, Output> {
    /// This route, typed (what ``PasswordResetRouteDescribing`` opens to).
    public var typed: PasswordResetRoute<Input, Output> { self }
}
