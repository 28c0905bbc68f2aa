import HarnessScenarios
/// One request of the step protocol (``WorkerProtocol``), harness to worker, as one JSON line.
public struct WorkerRequest: Sendable, Hashable, Codable {
    /// What is asked.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Make a fresh app for a case (ending the previous case's app, if any).
        case beginCase = "begin-case"
        /// Apply one step, written as in a scenario (`advance: 10s`).
        case step
        /// Report the app's state.
        case snapshot
        /// End the case: the app's scheduled work is canceled.
        case endCase = "end-case"
    }

    /// What is asked.
    public var type: Kind
    /// `begin-case`: the case's id (for the worker's log).
    public var `case`: String?
    /// `begin-case`: the scenario file (relative paths in the header resolve against it).
    public var file: String?
    /// `begin-case`: the scenario's header (``WorkerProtocol/header(of:)``).
    public var header: String?
    /// `step`: the step as scenario text, read with ``StepVocabulary``.
    public var step: String?
    /// `step`: whether the reply carries the state after the step.
    public var state: Bool?
    /// `step`: the harness's limit on the step; the worker reports its pending work (`stalled`) shortly before it.
    public var limitMilliseconds: Int?

    /// A request of `type`.
    public init(
        _ type: Kind, case id: String? = nil, file: String? = nil, header: String? = nil, step: String? = nil,
        state: Bool? = nil, limitMilliseconds: Int? = nil
    ) {
        self.type = type
        self.case = id
        self.file = file
        self.header = header
        self.step = step
        self.state = state
        self.limitMilliseconds = limitMilliseconds
    }

    /// The request as one JSON line (no newline).
    public var line: String { WorkerProtocol.requestLines.value(for: self) { WorkerProtocol.line(self) } ?? "" }
}
