import HarnessLanguage
/// Why a case failed or errored: the step, where it is written, and expected versus actual.
public struct CaseFailure: Sendable, Equatable, Codable {
    /// The 0-based index of the failing step, `nil` when the failure is not tied to one step.
    public var stepIndex: Int?
    /// The failing step as written.
    public var step: String?
    /// Where the failing step (or the failing field) is written.
    public var location: ScenarioSourceLocation?
    /// A one-line explanation.
    public var message: String
    /// The expected value, rendered.
    public var expected: String?
    /// The actual value, rendered.
    public var actual: String?
    /// The lock coordinator's events and effects leading up to the failure (most recent last).
    public var events: [String] = []

    /// Creates a failure.
    public init(
        stepIndex: Int? = nil, step: String? = nil, location: ScenarioSourceLocation? = nil, message: String,
        expected: String? = nil, actual: String? = nil
    ) {
        self.stepIndex = stepIndex
        self.step = step
        self.location = location
        self.message = message
        self.expected = expected
        self.actual = actual
    }

    /// A failure at a parsed step.
    public init(at step: ScenarioStep, message: String, expected: String? = nil, actual: String? = nil) {
        self.init(
            stepIndex: step.index, step: step.description, location: step.location, message: message,
            expected: expected, actual: actual)
    }

    /// A failure from a scenario error (an errored case), keeping its location.
    public init(_ error: ScenarioError, step: ScenarioStep? = nil) {
        self.init(
            stepIndex: step?.index, step: step?.description, location: error.location ?? step?.location,
            message: error.description)
    }

    /// `expected screen to be "lock", it was "home"; expected error to be ...`: every expectation that does not
    /// hold, in the order written.
    public static func expectationMessage(_ misses: [(field: ExpectedField, actual: SnapshotValue)]) -> String {
        misses.map { "expected \($0.field.name) to be \($0.field.value), it was \($0.actual)" }.joined(separator: "; ")
    }
}
