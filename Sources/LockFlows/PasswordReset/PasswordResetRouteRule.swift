/// What a `/v1` route does, as its row in ``PasswordResetRoutes`` says: its rule, which turns a request into a
/// ``PasswordResetPlan`` under the rules in force (or refuses it before any work), and how seed 002's client reads the
/// route's refusals (``PasswordResetErrorMapping``).
public struct PasswordResetRouteRule<Input: Sendable, Output: Sendable>: Sendable {
    /// The rule's signature: the rules in force and the request, to the plan or the refusal.
    public typealias Plan =
        @Sendable (PasswordResetServerRules, Input) -> Result<PasswordResetPlan<Output>, PasswordResetRejection>

    /// The rule: a method of ``PasswordResetServerRules``.
    public let plan: Plan
    /// How the seed's client reads a refusal.
    public let errors: PasswordResetErrorMapping

    /// A rule from its parts.
    public init(errors: PasswordResetErrorMapping, plan: @escaping Plan) {
        self.errors = errors
        self.plan = plan
    }
}
