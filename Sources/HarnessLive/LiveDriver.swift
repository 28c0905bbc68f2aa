import Biometrics
import HarnessApps
import HarnessScenarios
import HarnessSession

/// What `serve`'s and `mcp`'s ``LiveController``-style owners drive: LockHarness's model (``LiveSession``) or a
/// team's app in a worker process (``WorkerLiveSession``). Steps in scenario syntax, the state as JSON keyed by the
/// expect field names (only the fields the session knows: a worker reports the fields its app declares and the
/// phone's, never a model's guess at the others), a recording that `lockharness run` replays.
///
/// ```swift
/// let launcher = WorkerLauncher(executable: worker)
/// let driver: any LiveDriver = try await WorkerLiveSession(launcher: launcher, headerYAML: header)
/// _ = await driver.apply(step: "launch", line: 1, column: 1)   // .applied
/// ```
public protocol LiveDriver: Actor {
    /// Applies one step written in scenario syntax and records it; a step that fails changes nothing recorded.
    func apply(step text: String, line: Int, column: Int) async -> LiveStepOutcome
    /// The state as one line of JSON keyed by the expect field names (the fields this session reports).
    func stateJSON() async -> String
    /// The state's values that make a change worth an event (every reported field but `elapsed`).
    func significantState() async -> [SnapshotValue]
    /// The screen drawn as text.
    func screenText() async -> String
    /// Moves the session forward by wall-clock time that passed (`--clock real`).
    func advanceRealTime(by elapsed: Duration) async throws
    /// Everything applied so far as a scenario file.
    func recording(name: String) async -> String
    /// Updates when the session changes by itself (a real reader unplugged), if it can.
    var availabilityUpdates: AsyncStream<BiometricCapability>? { get async }
    /// Ends what the session owns (a worker process); called when it is replaced or the server stops.
    func close() async
}

extension LiveSession: LiveDriver {
    public func stateJSON() async -> String { ExpectFieldVocabulary.stateJSON(await session.snapshot()) }

    public func significantState() async -> [SnapshotValue] { Self.significantValues(of: await session.snapshot()) }

    public var availabilityUpdates: AsyncStream<BiometricCapability>? { session.availabilityUpdates }

    public func close() async {}
}
