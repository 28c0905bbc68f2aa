import HarnessScenarios
import HarnessSession

/// A team's own app code driven by the harness's steps: the adapter an app's test target writes so that the
/// scenario suites run through its service and view models instead of LockHarness's model of the seeds.
///
/// One app per case: the factory given to ``AppCaseExecutor`` makes a fresh one (and resets whatever singletons the
/// app keeps, `SimulatedPhone.current` included) for each case, and the executor runs cases one at a time, since
/// app code keeps process-wide state (`PasscodeService.shared`, `KeychainManager.shared`). The adapter maps each
/// step onto the app (a PIN digit onto the lock view model's number pad, `background` onto the app's scene-phase
/// handler with `ScenePhase.background`, `advance` onto the simulated phone's clock) and runs the work that step
/// starts until nothing is left to do; it reports the app's state in the expect-field vocabulary.
///
/// ```swift
/// @MainActor final class MyAppAdapter: AppUnderTest {
///     nonisolated static let declaration = AppDeclaration(
///         capabilities: [.ios, .biometrics], steps: ["launch", "digit", "enter-pin"], fields: ["locked", "dots"])
///     let lock = PasscodeLockViewModel()
///     func apply(_ input: SessionInput) async throws {
///         switch input {
///         case .digit(let digit): lock.appendDigit(String(digit))
///         default: throw AppUnderTestError.unsupported(input)
///         }
///     }
///     func snapshot() async -> SessionSnapshot { var s = SessionSnapshot.blank; s.locked = lock.isLocked; return s }
/// }
/// ```
@MainActor
public protocol AppUnderTest: AnyObject, Sendable {
    /// What the app has: its capabilities, the steps this adapter maps and the fields ``snapshot()`` fills in. A
    /// case that needs anything else is skipped with the reason (never errored, never passed by reading a default);
    /// the phone's fields (sensor, prompts) are read by the harness and need no declaring.
    nonisolated static var declaration: AppDeclaration { get }

    /// Applies one step to the app and returns once the work it started is done (quiescent).
    ///
    /// - Throws: ``AppUnderTestError/unsupported(_:)`` for a step the adapter does not map (the case errors, never
    ///   passes); ``AppUnderTestError/refused(_:)`` when the app refuses it (a control that is not showing), as the
    ///   model refuses a step; anything else errors the case with the step and the error.
    func apply(_ input: SessionInput) async throws

    /// The app's state now, in the expect-field vocabulary (only the declared fields are read; the harness fills the phone's).
    func snapshot() async -> SessionSnapshot

    /// Ends the case: cancels what the app still has scheduled. Called once, after the last step.
    func tearDown() async

    /// The work the app still has scheduled (timers, tasks), described for a report when a step hangs.
    var pendingWork: [String] { get }
}

extension AppUnderTest {
    /// Nothing to end.
    public func tearDown() async {}

    /// Nothing described.
    public var pendingWork: [String] { [] }
}
