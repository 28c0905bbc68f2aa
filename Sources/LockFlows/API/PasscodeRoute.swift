/// What a route of the passcode API does, given the rules in force, the request, the account (changed even when
/// the rule refuses: a wrong guess counts) and what the backend provides (the time, reset codes).
public typealias PasscodeRule<Input, Output> =
    @Sendable (
        PasscodeServerRules, Input, inout PasscodeServerAccount, inout PasscodeRuleContext
    ) -> Result<Output, PasscodeServerRejection>

/// One route of the passcode API (`/api`): an ``APIRoute`` whose rule is one of ``PasscodeServerRules``, applied to
/// the account. The routes are ``PasscodeRoutes``.
///
/// The HTTP client sends `Input` and decodes `Output`; the reference server registers the route, decodes `Input`,
/// applies the rule to the account in its database and encodes `Output`; the in-process backend applies the rule
/// to its account in memory. So the rules and the shapes are written once for both backends.
/// ```swift
/// let answer = try await api.call(PasscodeRoutes.verifyPasscode, VerifyPasscodeRequest(passcode: "482916"))
/// ```
public typealias PasscodeRoute<Input: Codable & Sendable, Output: Codable & Sendable> =
    APIRoute<Input, Output, PasscodeRule<Input, Output>>

extension APIRoute where Rule == PasscodeRule<Input, Output> {
    /// A passcode route `method path` named `name`, applying `rule`.
    public init(
        _ name: String, _ method: RouteMethod, _ path: String, absentBody: Input? = nil, mostlyReads: Bool = false,
        rule: @escaping PasscodeRule<Input, Output>
    ) {
        self.init(
            endpoint: APIEndpoint(name: name, method: method, path: path), absentBody: absentBody,
            mostlyReads: mostlyReads, rule: rule)
    }
}

/// A ``PasscodeRoute`` of any shapes, for the list of every route (``PasscodeRoutes/all``): code that handles
/// every route opens it to the typed route (``typed``) and works generically.
public protocol PasscodeRouteDescribing: APIRouteDescribing {
    /// The request's shape.
    associatedtype Input: Codable & Sendable
    /// The answer's shape.
    associatedtype Output: Codable & Sendable
    /// The route, typed.
    var typed: PasscodeRoute<Input, Output> { get }
}

extension APIRoute: PasscodeRouteDescribing where Rule == PasscodeRule<Input, Output> {
    /// This route, typed (what ``PasscodeRouteDescribing`` opens to).
    public var typed: PasscodeRoute<Input, Output> { self }
}
