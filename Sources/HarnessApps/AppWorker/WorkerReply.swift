import HarnessScenarios
/// One line the worker writes (``WorkerProtocol``): the hello, a reply to a request, or an event.
public struct WorkerReply: Sendable, Hashable, Codable {
    /// What the line says.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The first line: the protocol version and what the app has.
        case hello
        /// Done (a step applied, a case begun or ended).
        case ok
        /// The app's state (the reply to `snapshot`).
        case state
        /// The app refused the step (a control that is not showing): what `refused:` asserts.
        case refused
        /// The adapter does not map the step: the case errors.
        case unsupported
        /// `begin-case`: the case's configuration is not one this app can be in: the case is skipped.
        case notApplicable = "not-applicable"
        /// The request could not be carried out (a bad line, a step that threw, an app that did not start).
        case error
        /// Event: the step has run past most of its limit; what the app still has pending.
        case stalled
    }

    /// What the line says.
    public var type: Kind
    /// `hello`: the protocol version the worker speaks.
    public var `protocol`: Int?
    /// `hello`: the worker's name.
    public var worker: String?
    /// `hello`: the adapter's declaration.
    public var declaration: WorkerDeclaration?
    /// Why (refused, unsupported, not-applicable, error).
    public var message: String?
    /// The app's state in the expect-field vocabulary (the names and values `state` prints).
    public var state: WorkerState?
    /// `stalled`, and any reply carrying the state: the work the app still has pending (timers, timeline work). A
    /// state reply without it says nothing about pending work (the end-of-case check is then not made).
    public var pendingWork: [String]?

    /// A line of `type`.
    public init(
        _ type: Kind, message: String? = nil, state: WorkerState? = nil, pendingWork: [String]? = nil
    ) {
        self.type = type
        self.message = message
        self.state = state
        self.pendingWork = pendingWork
    }

    /// The hello of a worker called `worker` for an app declaring `declaration`.
    public static func hello(worker: String, declaration: AppDeclaration) -> WorkerReply {
        var reply = WorkerReply(.hello)
        reply.protocol = WorkerProtocol.version
        reply.worker = worker
        reply.declaration = WorkerDeclaration(declaration)
        return reply
    }

    /// The line as JSON (no newline).
    public var line: String { WorkerProtocol.replyLines.value(for: self) { WorkerProtocol.line(self) } ?? "" }
}
