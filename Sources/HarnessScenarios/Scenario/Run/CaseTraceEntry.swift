import HarnessLanguage
/// One executed step in a case's trace: what ran, where it is written, and the state right after it.
public struct CaseTraceEntry: Sendable, Equatable, Codable {
    /// The 0-based step index.
    public var stepIndex: Int
    /// The step as written (`advance: 10s`).
    public var step: String
    /// Where the step is written.
    public var location: ScenarioSourceLocation?
    /// The virtual time after the step, as printed by the session (e.g. `t=10s`), if any.
    public var time: String?
    /// A one-line summary of the state after the step (e.g. `locked, screen=lock, prompt=faceID`).
    public var state: String
    /// Whether the step succeeded.
    public var ok: Bool

    /// Creates a trace entry.
    public init(
        stepIndex: Int, step: String, location: ScenarioSourceLocation? = nil, time: String? = nil, state: String = "",
        ok: Bool = true
    ) {
        self.stepIndex = stepIndex
        self.step = step
        self.location = location
        self.time = time
        self.state = state
        self.ok = ok
    }

    /// Creates an entry for a parsed step.
    public init(_ step: ScenarioStep, time: String? = nil, state: String = "", ok: Bool = true) {
        self.init(
            stepIndex: step.index, step: step.description, location: step.location, time: time, state: state, ok: ok)
    }

    /// `#3 advance: 10s  (file:12)  t=10s  locked, screen=lock`.
    public var line: String {
        var text = "\(ok ? " " : "✗") #\(stepIndex) \(step)"
        if let location { text += "  (\(location.fileAndLine))" }
        if let time { text += "  \(time)" }
        if !state.isEmpty { text += "  \(state)" }
        return text
    }
}
