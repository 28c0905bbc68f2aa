/// What one `/v1` request will do, decided from the request alone by its route's rule (``PasswordResetServerRules``)
/// once the request has passed its checks: the user whose state it reads, the limit it counts against, the answer
/// when that is decided before any state is read, and the work on the state.
///
/// A backend carries a plan out the same way every time: count the request against ``count`` (429 past the
/// limit, before any work), run ``work`` on the ``subject``'s state, take the count back if the work says the request
/// does not count, deliver the email the work sent, and answer ``answer`` if there is one, else the work's outcome.
/// The reference server sends a route's early ``answer`` before the work runs (forgot-password: at a fixed time after
/// arrival, whatever the address), so the work's duration tells nothing about the account.
public struct PasswordResetPlan<Output: Sendable>: Sendable {
    /// What the work does to the state and answers (a refusal may have changed the state too).
    public typealias Work =
        @Sendable (inout PasswordResetServerState, inout PasswordResetRuleContext) -> Result<
            Output, PasswordResetRejection
        >

    /// The user the work reads (the slice of state the reference server loads).
    public let subject: PasswordResetSubject
    /// The limit the request counts against before any work, if any.
    public let count: PasswordResetCount?
    /// The answer, when it is decided before any state is read (the same for every account); the work's own outcome
    /// is then no one's answer.
    public let answer: Output?
    /// The work on the state.
    public let work: Work

    /// A plan from its parts.
    public init(subject: PasswordResetSubject, count: PasswordResetCount?, answer: Output? = nil, work: @escaping Work)
    {
        self.subject = subject
        self.count = count
        self.answer = answer
        self.work = work
    }
}
