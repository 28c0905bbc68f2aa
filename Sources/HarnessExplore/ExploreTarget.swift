import HarnessApps
import HarnessSession
import LockCore

/// What the explorer drives: LockHarness's model (``AppSession``) or a team's app through its adapter
/// (``AppExploreTarget``). A refused input (``SessionInputError``, ``AppUnderTestError/refused(_:)``) is recorded as
/// skipped, as the explorer records any input the app does not take in its state.
public protocol ExploreTarget: Sendable {
    /// Applies one input and returns once its work is done.
    func apply(_ input: SessionInput) async throws
    /// The state now, in the expect-field vocabulary.
    func snapshot() async -> SessionSnapshot
    /// The clocks now.
    func clockReading() async -> ClockReading
    /// Ends the run (cancels what the target still has scheduled).
    func finish() async
}

extension AppSession: ExploreTarget {
    public func clockReading() async -> ClockReading { now }
    public func finish() async {}
}
