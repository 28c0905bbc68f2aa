import HarnessLanguage
import Synchronization

/// The runner's bookkeeping behind a lock, shared by its workers; results are handed over outside it.
final class ResultOrderLock: Sendable {
    private let state: Mutex<ResultOrder>

    init(_ order: sending ResultOrder) {
        state = Mutex(order)
    }

    /// The next cases to run (consecutive indices); empty when all have started (`finished`) or the window is full.
    func claim(below count: Int) -> (indices: Range<Int>, finished: Bool) {
        state.withLock { $0.claim(below: count) }
    }

    /// Records the results of the cases from `start` on and, unless another worker is handing results over, hands
    /// `deliver` every result that can now go over, in order. `deliver` runs outside the lock (the other workers
    /// claim and finish meanwhile) and never on two workers at once.
    func finish(_ start: Int, _ results: [CaseResult], deliver: (CaseResult) -> Void) {
        var ready = state.withLock { $0.finish(start, results) }
        while !ready.isEmpty {
            for batch in ready { for result in batch { deliver(result) } }
            ready = state.withLock { $0.handedOver() }
        }
    }
}

/// The runner's bookkeeping: which case is next to start, which results wait for an earlier one, and whether a
/// worker is handing results over.
///
/// Workers claim cases in batches of consecutive indices (one lock for several cases) and report each batch's
/// results at once.
struct ResultOrder {
    let window: Int
    let batch: Int
    private var next = 0
    /// The first case whose result has not been handed over (the window starts there).
    private var delivered = 0
    /// The first case whose result has not been taken for handing over.
    private var taken = 0
    /// Finished batches waiting for an earlier one, by their first index.
    private var waiting: [Int: [CaseResult]] = [:]
    /// Whether a worker is handing results over now.
    private var delivering = false

    /// Bookkeeping that lets cases start at most `window` past the first result not handed over, claimed `batch` at a
    /// time (both at least 1; a batch never crosses the window).
    init(window: Int, batch: Int = 1) {
        self.window = max(1, window)
        self.batch = max(1, min(batch, self.window))
    }

    /// The next cases to run; empty when all have started (`finished`) or the window is full (try again later).
    mutating func claim(below count: Int) -> (indices: Range<Int>, finished: Bool) {
        guard next < count else { return (next..<next, true) }
        let end = min(next + batch, delivered + window, count)
        guard end > next else { return (next..<next, false) }
        defer { next = end }
        return (next..<end, false)
    }

    /// Records the results of the cases from `start` on; returns the batches that can now go over, in order, if this
    /// worker is to hand them over (then ``handedOver()`` must follow), or none.
    mutating func finish(_ start: Int, _ results: [CaseResult]) -> [[CaseResult]] {
        waiting[start] = results
        guard !delivering else { return [] }
        return takeReady()
    }

    /// After handing over what ``finish(_:_:)`` or this returned: what has become ready meanwhile, to hand over as
    /// well; none ends the turn.
    mutating func handedOver() -> [[CaseResult]] {
        delivered = taken
        delivering = false
        return takeReady()
    }

    private mutating func takeReady() -> [[CaseResult]] {
        var ready: [[CaseResult]] = []
        while let results = waiting.removeValue(forKey: taken) {
            ready.append(results)
            taken += results.count
        }
        delivering = !ready.isEmpty
        return ready
    }
}
