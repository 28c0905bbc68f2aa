import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// An invariant broken by one step of an explored sequence.
public struct ExploreViolation: Sendable, Hashable {
    /// The invariant's name.
    public var invariant: String
    /// What went wrong.
    public var message: String
    /// The `expect` map a correct implementation satisfies after the step, if the invariant gives one.
    public var expect: String?
    /// The step's position in the attempted sequence (skipped inputs included).
    public var stepIndex: Int
    /// The input of that step.
    public var input: SessionInput
    /// A one-line summary of the state after the step.
    public var state: String

    /// A violation from its parts.
    public init(invariant: String, message: String, expect: String?, stepIndex: Int, input: SessionInput, state: String)
    {
        self.invariant = invariant
        self.message = message
        self.expect = expect
        self.stepIndex = stepIndex
        self.input = input
        self.state = state
    }
}
