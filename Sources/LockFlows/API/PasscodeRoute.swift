/// One route of the passcode API, typed: where it is (``endpoint``), the Codable shapes of its request and
/// answer, and the rule of ``PasscodeServerRules`` it applies to the account. The routes are ``PasscodeRoutes``.
///
/// Everything that serves or calls the API works from this one description, generically: the HTTP client sends
/// `Input` and decodes `Output`; the reference server registers the route, decodes `Input`, applies ``rule`` to
/// the account in its database and encodes `Output`; the in-process backend applies ``rule`` to its account in
/// memory. So the rules and the shapes are written once for both backends.
/// ```swift
/// let answer = try await api.call(PasscodeRoutes.verifyPasscode, VerifyPasscodeRequest(passcode: "482916"))
/// ```
public struct PasscodeRoute<Input: Codable & Sendable, Output: Codable & Sendable>: PasscodeRouteDescribing {
    /// The rule's signature: the rules in force, the request, the account (changed even when the rule refuses: a
    /// wrong guess counts) and what the backend provides (the time, reset codes).
    public typealias Rule =
        @Sendable (
            PasscodeServerRules, Input, inout PasscodeServerAccount, inout PasscodeRuleContext
        ) -> Result<Output, PasscodeServerRejection>

    /// Name, method and path.
    public let endpoint: PasscodeEndpoint
    /// The request a call without a body stands for (a `GET`, or a `POST` whose body may be left out); nil when
    /// the body is required.
    public let absentBody: Input?
    /// Whether the route usually changes nothing (the reference server first tries it on a read snapshot).
    public let mostlyReads: Bool
    /// What the route does to the account and answers.
    public let rule: Rule

    /// A route `method path` named `name`, applying `rule`.
    public init(
        _ name: String, _ method: RouteMethod, _ path: String, absentBody: Input? = nil, mostlyReads: Bool = false,
        rule: @escaping Rule
    ) {
        self.endpoint = PasscodeEndpoint(name: name, method: method, path: path)
        self.absentBody = absentBody
        self.mostlyReads = mostlyReads
        self.rule = rule
    }

    /// Whether calls carry `Input` as a JSON body (every method but `GET`).
    public var sendsBody: Bool { endpoint.method.sendsBody }

    /// This route, typed (what ``PasscodeRouteDescribing`` opens to).
    public var typed: PasscodeRoute<Input, Output> { self }

    /// The request's Codable type.
    public var inputType: any (Codable & Sendable).Type { Input.self }

    /// The answer's Codable type.
    public var outputType: any (Codable & Sendable).Type { Output.self }
}

/// A ``PasscodeRoute`` of any shapes, for the list of every route (``PasscodeRoutes/all``): code that handles
/// every route opens it to the typed route (``typed``) and works generically.
public protocol PasscodeRouteDescribing: Sendable {
    /// The request's shape.
    associatedtype Input: Codable & Sendable
    /// The answer's shape.
    associatedtype Output: Codable & Sendable
    /// Name, method and path.
    var endpoint: PasscodeEndpoint { get }
    /// The route, typed.
    var typed: PasscodeRoute<Input, Output> { get }
}
