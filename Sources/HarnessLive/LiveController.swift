import Foundation
import HarnessApps
import HarnessScenarios
import HarnessSession

/// The one owner of the live session behind the control API: steps, clock ticks, reads and resets all go through
/// it, one at a time (a gate held across each operation's awaits, so a multi-step request is never interleaved
/// with a tick or another request). It numbers events and fans them out to the event-stream subscribers.
///
/// ```swift
/// let controller = try await LiveController(headerYAML: "device: iphone-15-pro\npolicy: seed\n", catalog: catalog)
/// let result = await controller.apply(steps: [.init(text: "launch")])   // result.applied == 1
/// ```
public actor LiveController {
    /// One step of a request: its text and where it starts in the request body.
    public struct Step: Sendable, Equatable {
        /// The step in scenario syntax.
        public var text: String
        /// Its line in the request body (1-based).
        public var line: Int
        /// The column of its first character (1-based).
        public var column: Int

        /// A step at `line`, `column`.
        public init(text: String, line: Int = 1, column: Int = 1) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    /// What a `POST /api/steps` did: how many steps were applied and the first failure, if any.
    public struct StepsResult: Sendable {
        /// Steps applied before the failure (all of them without one).
        public let applied: Int
        /// The step that failed and how, if one did.
        public let failure: (step: Step, outcome: LiveStepOutcome)?
        /// The state JSON after the applied steps.
        public let state: String
    }

    /// How many events `Last-Event-ID` can resume from.
    public static let retainedEvents = 1_000
    /// The most steps one recording holds by default (about 450 KB of scenario text); see ``recordingCap``.
    public static let defaultRecordingCap = 10_000

    /// The most steps recorded since the start or the last reset: one more is refused (400) with a message saying
    /// to save the recording and reset, so a long-running session cannot grow its recording without bound.
    public let recordingCap: Int
    private var recordedSteps = 0

    private let makeSession: @Sendable () async throws -> any LiveDriver
    private var live: any LiveDriver
    private var events: [LiveEvent] = []
    private var lastID = 0
    private var stepIndex = 0
    private var lastSignificant: [SnapshotValue] = []
    private var subscribers: [UUID: AsyncStream<LiveEvent>.Continuation] = [:]
    /// Event streams opened since the start (for tests waiting on a client to connect).
    private(set) var subscriptionsOpened = 0
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Pushes a `state` event when a real reader is unplugged or plugged back (no step is applied then).
    private var availabilityFollower: Task<Void, Never>?

    /// A controller over a session built by `makeSession` (called again on ``reset()``): LockHarness's model
    /// (``LiveSession``) or an app in a worker (``WorkerLiveSession``), recording at most `recordingCap` steps
    /// between resets.
    public init(
        recordingCap: Int = LiveController.defaultRecordingCap,
        makeSession: @escaping @Sendable () async throws -> any LiveDriver
    ) async throws {
        self.recordingCap = recordingCap
        self.makeSession = makeSession
        live = try await makeSession()
        lastSignificant = await live.significantState()
        await followAvailability()
    }

    deinit { availabilityFollower?.cancel() }

    /// Follows the session's real-reader availability updates (none with the simulated sensor).
    private func followAvailability() async {
        availabilityFollower?.cancel()
        availabilityFollower = nil
        guard let updates = await live.availabilityUpdates else { return }
        availabilityFollower = Task { [weak self] in
            for await _ in updates { await self?.sessionChangedByItself() }
        }
    }

    /// A `state` event when the session changed without a step (a reader unplugged), if anything significant did.
    private func sessionChangedByItself() async {
        await gate()
        defer { ungate() }
        let significant = await live.significantState()
        guard significant != lastSignificant else { return }
        lastSignificant = significant
        publish(.state, await live.stateJSON())
    }

    /// The current state JSON (keyed by the expect field names).
    public func state() async -> String {
        await gate()
        defer { ungate() }
        return await live.stateJSON()
    }

    /// The screen drawn as text (``SessionScreenText``, what `lockharness session` prints after each step).
    public func screen() async -> String {
        await gate()
        defer { ungate() }
        return await live.screenText()
    }

    /// Applies `steps` in order, stopping at the first that fails; each applied step is a `step` event followed by
    /// a `state` event.
    public func apply(steps: [Step]) async -> StepsResult {
        await gate()
        defer { ungate() }
        var applied = 0
        for step in steps {
            guard recordedSteps < recordingCap else {
                let message =
                    "the recording holds \(recordingCap) steps, its cap: save it (GET /api/recording), then start a "
                    + "fresh session (POST /api/reset) to go on"
                return StepsResult(applied: applied, failure: (step, .refused(message)), state: await currentState())
            }
            let outcome = await live.apply(step: step.text, line: step.line, column: step.column)
            guard outcome == .applied else {
                return StepsResult(applied: applied, failure: (step, outcome), state: await currentState())
            }
            applied += 1
            recordedSteps += 1
            stepIndex += 1
            let text = step.text.trimmingCharacters(in: .whitespaces)
            publish(
                .step,
                JSONText.object([("step", JSONText.string(text)), ("index", String(stepIndex))]))
            lastSignificant = await live.significantState()
            publish(.state, await live.stateJSON())
        }
        return StepsResult(applied: applied, failure: nil, state: await currentState())
    }

    /// Moves the session forward by wall-clock time (`--clock real`); a `state` event when anything but
    /// `elapsed` changed.
    public func tick(_ elapsed: Duration) async {
        await gate()
        defer { ungate() }
        do {
            try await live.advanceRealTime(by: elapsed)
        } catch {
            return
        }
        let significant = await live.significantState()
        if significant != lastSignificant {
            lastSignificant = significant
            publish(.state, await live.stateJSON())
        }
    }

    /// Everything applied since the start or the last reset, as a scenario file `lockharness run` replays.
    public func recording(name: String = "live-session") async -> String {
        await gate()
        defer { ungate() }
        return await live.recording(name: name)
    }

    /// Replaces the session with a fresh one built the same way; event ids go on from where they were, and step
    /// numbers start again at 1, as the fresh recording's do.
    /// - Throws: when the new session cannot be built (the old one stays).
    public func reset() async throws -> String {
        await gate()
        defer { ungate() }
        let fresh = try await makeSession()
        await live.close()
        live = fresh
        recordedSteps = 0
        stepIndex = 0
        await followAvailability()
        lastSignificant = await live.significantState()
        let state = await live.stateJSON()
        publish(.state, state)
        return state
    }

    /// A subscription: the events to send first (retained ones after `lastEventID`, or the current state when
    /// there is none), then the live ones. The stream ends on ``closeSubscribers()``.
    public func subscribe(after lastEventID: Int?) async -> (
        id: UUID, backlog: [LiveEvent], live: AsyncStream<LiveEvent>
    ) {
        await gate()
        defer { ungate() }
        var backlog: [LiveEvent]
        let oldestRetained = events.first?.id ?? lastID + 1
        if let lastEventID, lastEventID <= lastID, lastEventID >= oldestRetained - 1 {
            backlog = events.filter { $0.id > lastEventID }
        } else {
            // A fresh client; or one resuming after events no longer retained (told what it missed); or one whose
            // id this server never issued (a restarted server): the current state, which every client can start from.
            backlog = []
            if let lastEventID, lastEventID < oldestRetained - 1 {
                backlog.append(.gap((lastEventID + 1)...(oldestRetained - 1)))
            }
            backlog.append(await stateEventNow())
        }
        let id = UUID()
        subscriptionsOpened += 1
        let (stream, continuation) = AsyncStream.makeStream(
            of: LiveEvent.self, bufferingPolicy: .bufferingNewest(Self.retainedEvents))
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return (id, backlog, stream)
    }

    /// The current state as an event carrying the last id issued: what a client that missed events starts again
    /// from.
    public func stateEvent() async -> LiveEvent {
        await gate()
        defer { ungate() }
        return await stateEventNow()
    }

    private func stateEventNow() async -> LiveEvent {
        LiveEvent(id: lastID, kind: .state, data: await live.stateJSON())
    }

    /// Drops a subscriber (its connection ended).
    public func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    /// Ends every event stream (shutdown).
    public func closeSubscribers() {
        let all = subscribers.values
        subscribers.removeAll()
        for continuation in all { continuation.finish() }
    }

    private func currentState() async -> String { await live.stateJSON() }

    /// Ends what the session owns (an app's worker process): the server is stopping.
    public func close() async {
        await gate()
        defer { ungate() }
        await live.close()
    }

    private func publish(_ kind: LiveEvent.Kind, _ data: String) {
        lastID += 1
        let event = LiveEvent(id: lastID, kind: kind, data: data)
        events.append(event)
        if events.count > Self.retainedEvents { events.removeFirst(events.count - Self.retainedEvents) }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    private func gate() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func ungate() {
        if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
    }
}
