import Biometrics
import HarnessApps
import HarnessScenarios
import HarnessSession
import LockCore
import LockFlows

/// Runs input sequences on fresh ``AppSession``s, checking every invariant after every applied step, and, with a
/// ``liveness`` check, searching from its checkpoints for states from which a goal can no longer be reached.
///
/// Inputs the session refuses in its current state (``SessionInputError``) are recorded as skipped, not
/// failures; so are the inputs ``skipReason(_:before:)`` refuses. Replaying the same inputs on the same setup always
/// takes the same path: the session is deterministic once those are refused.
public struct ExploreRunner: Sendable {
    /// The setup every run starts from.
    public let setup: ExploreSetup
    /// The session configuration derived from it.
    public let configuration: SessionConfiguration
    /// The invariants checked after every step.
    public let invariants: [ExploreInvariant]
    /// Makes each run's backend.
    public let backend: any SessionBackendProvider
    /// The liveness check, if any: a dead end is reported as a `dead-end-<goal>` violation.
    public let liveness: ExploreLiveness?
    /// A team's app to explore instead of LockHarness's model (`nil`: the model); only its declared steps are tried.
    public let app: ExploreApp?

    /// A runner over `setup`, with device profiles from `catalog`, backends from `backend` and an optional liveness
    /// check.
    public init(
        setup: ExploreSetup, catalog: DeviceProfileCatalog, invariants: [ExploreInvariant],
        backend: any SessionBackendProvider = InProcessSessionBackendProvider(), liveness: ExploreLiveness? = nil,
        app: ExploreApp? = nil
    ) throws(ExploreError) {
        if app != nil, liveness != nil {
            throw .badOption("the liveness search branches from the model's sessions; it does not run on an app")
        }
        self.app = app
        self.setup = setup
        self.configuration = try setup.configuration(catalog: catalog)
        self.invariants = invariants
        self.backend = backend
        self.liveness = liveness
    }

    /// Why the explorer refuses `input` in the state `before`, on top of what the session refuses:
    /// - `launch` while the app runs: a cold launch of a running process means nothing (the session would reset
    ///   the coordinator under a lock screen that stays up);
    /// - `enter-reset-code` anywhere but an empty "Enter reset code from email" pad: the backend draws the code
    ///   from the system generator, so its digits typed anywhere else would make replays diverge.
    public static func skipReason(_ input: SessionInput, before: SessionSnapshot) -> String? {
        switch input {
        case .launch where before.screen != "not-running":
            return "launch: the app is already running"
        case .enterEmailedResetCode
        where before.screen != "reset-passcode" || before.stepTitle != "Enter reset code from email" || before.dots > 0:
            return "enter-reset-code: only typed where the code is asked for (its digits are random)"
        default:
            return nil
        }
    }

    /// Replays `inputs` from the initial state.
    public func replay(_ inputs: [SessionInput]) async throws(ExploreError) -> ExploreRunResult {
        var cache = ExploreLivenessCache()
        return try await replay(inputs, liveness: &cache)
    }

    /// Replays `inputs` from the initial state, with liveness searches remembering into `cache`.
    public func replay(_ inputs: [SessionInput], liveness cache: inout ExploreLivenessCache) async throws(ExploreError)
        -> ExploreRunResult
    {
        var source = ExploreReplaySource(inputs)
        return try await run(&source, maxSteps: inputs.count, liveness: &cache)
    }

    /// Runs up to `maxSteps` inputs from `source`, stopping at the first violation.
    public func run(_ source: inout some ExploreInputSource, maxSteps: Int) async throws(ExploreError)
        -> ExploreRunResult
    {
        var cache = ExploreLivenessCache()
        return try await run(&source, maxSteps: maxSteps, liveness: &cache)
    }

    /// A fresh session with `inputs` applied (those it refuses skipped), for a liveness search to branch from.
    public func session(replaying inputs: [SessionInput], cache: inout ExploreLivenessCache) async throws(ExploreError)
        -> AppSession
    {
        let session: AppSession
        do { session = try await AppSession(configuration, backend: backend) } catch {
            throw .sessionFailed("\(error)")
        }
        cache.replays += 1
        cache.stepsApplied += inputs.count
        for input in inputs { try? await session.apply(input) }
        return session
    }

    /// Runs up to `maxSteps` inputs from `source`, stopping at the first violation; liveness searches (if the runner
    /// has a ``liveness`` check) remember proven-live states and count their work in `cache`.
    public func run(
        _ source: inout some ExploreInputSource, maxSteps: Int, liveness cache: inout ExploreLivenessCache
    ) async throws(ExploreError) -> ExploreRunResult {
        let target: any ExploreTarget
        do {
            if let app {
                target = try await app.make(configuration)
            } else {
                target = try await AppSession(configuration, backend: backend)
            }
        } catch {
            throw .sessionFailed("\(error)")
        }
        let result = try await run(&source, on: target, maxSteps: maxSteps, liveness: &cache)
        await target.finish()
        return result
    }

    /// Why an app run does not try `input`: the app's adapter does not declare its step.
    private func undeclared(_ input: SessionInput) -> String? {
        guard let app, let step = StepVocabulary.specs(printing: input).first?.name,
            !app.declaration.steps.contains(step)
        else { return nil }
        return "\(step): not declared by the app's adapter"
    }

    private func run(
        _ source: inout some ExploreInputSource, on target: any ExploreTarget, maxSteps: Int,
        liveness cache: inout ExploreLivenessCache
    ) async throws(ExploreError) -> ExploreRunResult {
        var history = ExploreHistory(passcode: setup.passcode)
        var result = ExploreRunResult()
        var before = await target.snapshot()
        var clockBefore = await target.clockReading()
        for index in 0..<maxSteps {
            guard let input = source.next(after: before, history: history) else { break }
            if let reason = Self.skipReason(input, before: before) ?? undeclared(input) {
                result.steps.append(.init(input: input, skipped: reason))
                continue
            }
            var unexpected: String?
            do {
                try await target.apply(input)
            } catch let error as SessionInputError {
                result.steps.append(.init(input: input, skipped: error.description))
                continue
            } catch let error as AppUnderTestError {
                result.steps.append(.init(input: input, skipped: error.description))
                continue
            } catch {
                unexpected = "\(error)"
            }
            result.steps.append(.init(input: input))
            let after = await target.snapshot()
            let clockAfter = await target.clockReading()
            let step = ExploreTransition(
                index: index, input: input, before: before, after: after, clockBefore: clockBefore,
                clockAfter: clockAfter, history: history, policy: configuration.policy)
            if let unexpected {
                result.violation = ExploreViolation(
                    invariant: "no-unexpected-error", message: "\(input) threw \(unexpected)", expect: nil,
                    stepIndex: result.steps.count - 1, input: input, state: after.summary)
                return result
            }
            for invariant in invariants {
                guard let failure = invariant.check(step) else { continue }
                result.violation = ExploreViolation(
                    invariant: invariant.name, message: failure.message, expect: failure.expect,
                    stepIndex: result.steps.count - 1, input: input, state: after.summary)
                return result
            }
            if let liveness, let session = target as? AppSession, liveness.isCheckpoint(before: before, after: after) {
                result.violation = try await deadEnd(liveness, session: session, result: result, cache: &cache)
                if result.violation != nil { return result }
            }
            history.record(step)
            before = after
            clockBefore = clockAfter
        }
        if let liveness, let session = target as? AppSession, result.steps.contains(where: { $0.skipped == nil }) {
            result.violation = try await deadEnd(liveness, session: session, result: result, cache: &cache)
        }
        return result
    }

    /// The dead end at the state `result`'s applied inputs lead to (where `session` stands), if it is one.
    private func deadEnd(
        _ liveness: ExploreLiveness, session: AppSession, result: ExploreRunResult, cache: inout ExploreLivenessCache
    ) async throws(ExploreError) -> ExploreViolation? {
        let outcome = try await liveness.search(from: result.applied, root: session, runner: self, cache: &cache)
        guard let goal = outcome.unreached.first, let last = result.steps.lastIndex(where: { $0.skipped == nil }) else {
            return nil
        }
        let names = outcome.unreached.map(\.rawValue).joined(separator: ", ")
        return ExploreViolation(
            invariant: goal.invariantName,
            message: "`\(goal.rawValue)` (\(goal.summary)) cannot be reached within \(outcome.depth) moves of "
                + "the liveness alphabet (\(outcome.statesSearched) states searched; unreachable: \(names))",
            expect: nil, stepIndex: last, input: result.steps[last].input, state: await session.snapshot().summary)
    }
}
