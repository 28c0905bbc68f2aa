import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// Shrinks a failing sequence to a small one that breaks the same invariant, by delta debugging: remove chunks
/// (halves, quarters, ... single steps), then simplify arguments (durations, PINs, scripted queues), repeating
/// until nothing more can go. Every candidate is replayed from the initial state, so preconditions are re-checked:
/// an input that becomes invalid is skipped by the replay exactly as it would be by the session.
///
/// The result prefers sequences in which no input is skipped, so that `lockharness run` (which fails on an
/// invalid step) replays it verbatim; only when that cannot reproduce the failure are skipped inputs kept.
public struct ExploreShrinker: Sendable {
    /// The outcome of shrinking.
    public struct Result: Sendable, Hashable {
        /// The smallest failing sequence found.
        public var inputs: [SessionInput]
        /// Its violation (same invariant as the original).
        public var violation: ExploreViolation
        /// How many replays shrinking took.
        public var replays: Int
        /// Whether every input of ``inputs`` is applied (none skipped).
        public var everyInputApplies: Bool
        /// The liveness cache after shrinking (the states proven live, the search counts).
        public var liveness = ExploreLivenessCache()
    }

    /// Replays candidates.
    public let runner: ExploreRunner
    /// The most replays to spend.
    public var maxReplays: Int
    /// The states already proven live (a liveness check's replays start from them) and the search counts so far.
    public var liveness: ExploreLivenessCache

    /// A shrinker replaying on `runner`, giving up after `maxReplays` replays; a runner with a liveness check
    /// reuses `liveness`'s proven-live states.
    public init(runner: ExploreRunner, maxReplays: Int = 3000, liveness: ExploreLivenessCache = ExploreLivenessCache())
    {
        self.runner = runner
        self.maxReplays = maxReplays
        self.liveness = liveness
    }

    /// Shrinks `failing`, whose replay must break an invariant.
    public func shrink(_ failing: [SessionInput]) async throws(ExploreError) -> Result? {
        var state = State(runner: runner, maxReplays: maxReplays, liveness: liveness)
        guard let original = try await state.replay(failing), let violation = original.violation else { return nil }
        state.invariant = violation.invariant
        var current = original
        state.strict = true
        if let strict = try await state.test(original.applied) {
            current = strict
        } else {
            state.strict = false
        }
        var changed = true
        while changed && !state.exhausted {
            changed = try await removeChunks(&current, &state)
            changed = try await simplify(&current, &state) || changed
        }
        return Result(
            inputs: current.inputs, violation: current.violation!, replays: state.replays,
            everyInputApplies: current.skippedCount == 0, liveness: state.liveness)
    }

    private func removeChunks(_ current: inout ExploreRunResult, _ state: inout State) async throws(ExploreError)
        -> Bool
    {
        var changed = false
        var size = max(current.steps.count / 2, 1)
        while size >= 1 && !state.exhausted {
            var start = 0
            var removedAny = false
            while start < current.steps.count && !state.exhausted {
                var candidate = current.inputs
                candidate.removeSubrange(start..<min(start + size, candidate.count))
                if let smaller = try await state.test(candidate) {
                    current = smaller
                    removedAny = true
                    changed = true
                } else {
                    // Pairs are tried at every offset: steps that only make sense together (logout then login,
                    // open then close settings) are removed together wherever they start.
                    start += size == 2 ? 1 : size
                }
            }
            // Halving, but never past pairs: 3 goes to 2, then 1.
            if !removedAny || size > current.steps.count { size = size > 2 ? max(size / 2, 2) : size - 1 }
        }
        return changed
    }

    private func simplify(_ current: inout ExploreRunResult, _ state: inout State) async throws(ExploreError) -> Bool {
        var changed = false
        var index = 0
        while index < current.steps.count && !state.exhausted {
            for simpler in simplifications(of: current.steps[index].input) {
                var candidate = current.inputs
                candidate[index] = simpler
                if let better = try await state.test(candidate) {
                    current = better
                    changed = true
                    break
                }
            }
            index += 1
        }
        return changed
    }

    /// Strictly simpler variants of `input`, simplest first (so shrinking terminates).
    func simplifications(of input: SessionInput) -> [SessionInput] {
        let timeout = runner.setup.initialTimeout
        func shorter(_ duration: Duration) -> [Duration] {
            let canonical: [Duration] = [.zero, .seconds(1), timeout, timeout + .nanoseconds(1), duration / 2]
            var seen: [Duration] = []
            for value in canonical where value < duration && !seen.contains(value) { seen.append(value) }
            return seen
        }
        switch input {
        case .advance(let duration): return shorter(duration).map { .advance($0) }
        case .deviceSleep(let duration): return shorter(duration).map { .deviceSleep($0) }
        case .reboot(let downtime): return downtime > .zero ? [.reboot(downtime: .zero)] : []
        case .shiftWallClock(let offset):
            let magnitude = offset < .zero ? .zero - offset : offset
            let sign: Int64 = offset < .zero ? -1 : 1
            return shorter(magnitude).filter { $0 > .zero }.map { .shiftWallClock($0 * sign) }
        case .enterPIN(let pin):
            let ranked = [runner.setup.passcode, "000000"]
            let rank = ranked.firstIndex(of: pin) ?? ranked.count
            return ranked.prefix(rank).map { .enterPIN($0) }
        case .digit(let digit): return digit == "0" ? [] : [.digit("0")]
        case .sensor(.queue(let attempts)) where attempts.count > 1:
            return attempts.indices.map { index in
                var fewer = attempts
                fewer.remove(at: index)
                return .sensor(.queue(fewer))
            }
        case .sensor(.latency(let latency)): return latency > .zero ? [.sensor(.latency(.zero))] : []
        case .setTimeout(let minutes, let passcode):
            return minutes > 1 ? [.setTimeout(minutes: 1, passcode: passcode)] : []
        default: return []
        }
    }

    /// The replay budget and the predicate: the same invariant breaks (and, when strict, nothing is skipped).
    struct State {
        let runner: ExploreRunner
        let maxReplays: Int
        var invariant = ""
        var strict = false
        var replays = 0
        var liveness: ExploreLivenessCache

        init(runner: ExploreRunner, maxReplays: Int, liveness: ExploreLivenessCache) {
            self.runner = runner
            self.maxReplays = maxReplays
            self.liveness = liveness
        }

        var exhausted: Bool { replays >= maxReplays }

        mutating func replay(_ inputs: [SessionInput]) async throws(ExploreError) -> ExploreRunResult? {
            replays += 1
            return try await runner.replay(inputs, liveness: &liveness)
        }

        /// The replay of `candidate` cut at its violation, when it still breaks the invariant.
        mutating func test(_ candidate: [SessionInput]) async throws(ExploreError) -> ExploreRunResult? {
            guard !exhausted, let result = try await replay(candidate), result.violation?.invariant == invariant else {
                return nil
            }
            if strict && result.skippedCount > 0 { return nil }
            return result
        }
    }
}
