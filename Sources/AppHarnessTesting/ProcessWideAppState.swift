import Testing

/// A trait for suites and tests whose cases use state one process has only one of: AppTimeline's executors and
/// clock, `SimulatedPhone.current`, an app's own `.shared` objects. Cases carrying it run one at a time across every
/// suite and test target of the test binary (a process-wide lock held for each case); everything else runs in
/// parallel beside them. `.serialized` orders the cases of one suite; this keeps apart the cases of different
/// suites, which `swift test` otherwise runs at the same time.
///
/// ```swift
/// @Suite(.serialized, .processWideAppState)
/// struct MyAppScenarioTests {
///     @Test func lockScreen() async throws { ... AppCaseExecutor(...) ... }
/// }
/// ```
///
/// The lock is waited for on a thread of its own, never on a Swift executor: while another case drives a step,
/// AppTimeline's executors take every job in the process, and a waiter's job must not be one of them.
public struct ProcessWideAppState: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite that carries it.
    public var isRecursive: Bool { true }

    /// The trait.
    public init() {}

    /// Runs one test case holding the process-wide lock (a suite or a test as a whole runs as is).
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil, !test.isSuite else { return try await function() }
        await ProcessWideAppLock.shared.acquire()
        defer { ProcessWideAppLock.shared.release() }
        try await function()
    }
}

extension Trait where Self == ProcessWideAppState {
    /// Cases that use the process's app state run one at a time across all suites (``ProcessWideAppState``).
    public static var processWideAppState: Self { Self() }
}
