import HarnessLive

/// The live session `lockharness mcp` drives: its own (a ``LiveController``, as `lockharness serve` owns one) or a
/// running `lockharness serve`'s, over its control API, so that a person watching the panel sees what the agent does.
///
/// ```swift
/// let session: any DrivenSession = LocalDrivenSession(controller: controller)
/// let reply = try await session.apply(steps: ["launch", "enter-pin: \"000000\""])   // reply.applied == 2
/// ```
public protocol DrivenSession: Sendable {
    /// Applies `steps` (scenario syntax, one step each) in order up to the first that fails; the failed step and
    /// those after it change nothing.
    /// - Throws: when the session cannot be reached (an attached server that went away).
    func apply(steps: [String]) async throws -> StepsReply
    /// Every expect field as one line of JSON.
    func state() async throws -> String
    /// The screen drawn as text (``HarnessLive/SessionScreenText``).
    func screen() async throws -> String
    /// Everything applied since the start or the last reset, as a scenario file `lockharness run` replays.
    func recording() async throws -> String
    /// Replaces the session with a fresh one built the same way; returns the new state JSON.
    func reset() async throws -> String
    /// The session's events (applied steps and state changes), from the oldest retained one on; ends when the
    /// session goes away.
    func events() async -> AsyncThrowingStream<LiveEvent, any Error>
}

/// What ``DrivenSession/apply(steps:)`` did.
public struct StepsReply: Sendable, Equatable {
    /// Steps applied before the failure (all of them without one).
    public var applied: Int
    /// The step that failed and why, if one did.
    public var failure: StepFailure?
    /// The state JSON afterwards.
    public var state: String

    /// A reply.
    public init(applied: Int, failure: StepFailure?, state: String) {
        self.applied = applied
        self.failure = failure
        self.state = state
    }
}

/// The error of an attached `lockharness serve` that answered something other than what the control API promises
/// (a wrong token, a server gone).
public struct AttachedSessionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong and what to do.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
