import Harness
import HarnessLive

/// A step the session did not apply, described as `lockharness ctl` and `POST /api/steps` describe it: the step,
/// the message, where (line and column of the step as sent) and the did-you-mean.
public struct StepFailure: Sendable, Equatable, CustomStringConvertible {
    /// Why the step was not applied.
    public enum Kind: String, Sendable, Equatable {
        /// It does not parse, or the session refused it (a screen that is not showing): a tool error.
        case rejected
        /// An `expect:` that does not hold, or a `refused:` the session would accept.
        case unmet
    }

    /// Why.
    public var kind: Kind
    /// The step as sent.
    public var step: String
    /// The message (with the path inside the step, `at sensor: ...`, where the parser gave one).
    public var message: String
    /// The line of the step: its index in the request, from 1.
    public var line: Int
    /// The column in that line (1 is the step's first character).
    public var column: Int
    /// The closest known word to the one that was not understood, if any.
    public var suggestion: String?

    /// A failure.
    public init(kind: Kind, step: String, message: String, line: Int, column: Int, suggestion: String?) {
        self.kind = kind
        self.step = step
        self.message = message
        self.line = line
        self.column = column
        self.suggestion = suggestion
    }

    /// The failure of `step` as ``LiveController`` reports it.
    public init(_ outcome: LiveStepOutcome, step: LiveController.Step) {
        switch outcome {
        case .invalid(let error):
            var message = error.message
            // The step is parsed as `steps[0]` of a wrapper document: name the path from the step itself.
            var path = Substring(error.path)
            if path.hasPrefix("steps[0]") { path = path.dropFirst("steps[0]".count).drop { $0 == "." } }
            if !path.isEmpty { message = "at \(path): " + message }
            self.init(
                kind: .rejected, step: step.text, message: message, line: error.location?.line ?? step.line,
                column: error.location?.column ?? step.column, suggestion: error.suggestion)
        case .refused(let message):
            self.init(
                kind: .rejected, step: step.text, message: message, line: step.line, column: step.column,
                suggestion: nil)
        case .unmet(let message):
            self.init(
                kind: .unmet, step: step.text, message: message, line: step.line, column: step.column, suggestion: nil)
        case .applied:
            self.init(
                kind: .unmet, step: step.text, message: "applied step reported as failed", line: step.line,
                column: step.column, suggestion: nil)
        }
    }

    /// `step:LINE:COLUMN: error: message (did you mean 'x'?)`, the CLI's form, the did-you-mean added when the
    /// message does not carry it already.
    public var description: String {
        var text = "step:\(line):\(column): \(kind == .unmet ? "failed" : "error"): \(message)"
        if let suggestion, !message.contains("did you mean") { text += " (did you mean '\(suggestion)'?)" }
        return text + "\n  in: \(step)"
    }
}
