import Biometrics
import LockCore
import LockFlows

/// A named property checked after every explored step; the set is open: build your own and pass it to
/// ``ExploreOptions/invariants``.
///
/// ```swift
/// let neverLocked = ExploreInvariant(name: "never-locked", summary: "the app never locks") { step in
///     step.after.locked ? ExploreInvariant.Failure("locked by \(step.input)", expect: "{locked: false}") : nil
/// }
/// var options = ExploreOptions(setup: ExploreSetup(policy: .hardened))
/// options.invariants = ExploreInvariant.standard + [neverLocked]
/// ```
///
/// A check must hold for a correct implementation of every policy it is meant for (guard on
/// `step.policy.name` for preset-specific rules) and must depend only on the transition, so that replays agree.
public struct ExploreInvariant: Sendable {
    /// How a step broke an invariant.
    public struct Failure: Sendable, Hashable {
        /// What went wrong, in words.
        public var message: String
        /// An `expect` map a correct implementation satisfies after the step (`{locked: true}`), when the
        /// property can be stated as snapshot fields; the written scenario ends with it so `lockharness run`
        /// fails on it too.
        public var expect: String?

        /// A failure with its message and optional expectation.
        public init(_ message: String, expect: String? = nil) {
            self.message = message
            self.expect = expect
        }
    }

    /// A short kebab-case name (used in reports and file names).
    public var name: String
    /// One sentence saying what must hold.
    public var summary: String
    /// Returns a failure when the step breaks the property.
    public var check: @Sendable (ExploreTransition) -> Failure?

    /// An invariant from its parts.
    public init(name: String, summary: String, check: @escaping @Sendable (ExploreTransition) -> Failure?) {
        self.name = name
        self.summary = summary
        self.check = check
    }
}
