import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// One run of the explorer or one replay: every input attempted, in order, and the first violation.
public struct ExploreRunResult: Sendable, Hashable {
    /// An attempted input and whether it was applied.
    public struct Step: Sendable, Hashable {
        /// The input.
        public var input: SessionInput
        /// Why it was skipped (invalid in the state it met), or `nil` when it was applied.
        public var skipped: String?

        /// A step from its parts.
        public init(input: SessionInput, skipped: String? = nil) {
            self.input = input
            self.skipped = skipped
        }
    }

    /// Every attempted input, up to and including the one that broke an invariant.
    public var steps: [Step] = []
    /// The first broken invariant, if any.
    public var violation: ExploreViolation?

    /// A result from its parts.
    public init(steps: [Step] = [], violation: ExploreViolation? = nil) {
        self.steps = steps
        self.violation = violation
    }

    /// Every attempted input.
    public var inputs: [SessionInput] { steps.map(\.input) }
    /// The inputs that were applied (skipped ones left out).
    public var applied: [SessionInput] { steps.filter { $0.skipped == nil }.map(\.input) }
    /// How many inputs were skipped.
    public var skippedCount: Int { steps.count { $0.skipped != nil } }
}
