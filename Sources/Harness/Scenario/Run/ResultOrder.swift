import Synchronization

/// The runner's bookkeeping behind a lock, shared by its workers.
final class ResultOrderLock: Sendable {
    private let state: Mutex<ResultOrder>

    init(_ order: sending ResultOrder) {
        state = Mutex(order)
    }

    func withLock<Result>(_ body: (inout sending ResultOrder) -> sending Result) -> sending Result {
        state.withLock(body)
    }
}

/// The runner's bookkeeping: which case is next to start, which results wait for an earlier one.
struct ResultOrder {
    let window: Int
    private var next = 0
    private var delivered = 0
    private var waiting: [Int: CaseResult] = [:]

    init(window: Int) {
        self.window = max(1, window)
    }

    /// The next case to run; `nil` when all have started (`finished`) or the window is full (try again later).
    mutating func claim(below count: Int) -> (index: Int?, finished: Bool) {
        guard next < count else { return (nil, true) }
        guard next < delivered + window else { return (nil, false) }
        next += 1
        return (next - 1, false)
    }

    /// Records case `index`'s result and hands `deliver` every result that can now go over, in order: this one if it
    /// is the next, then those that waited for it.
    mutating func finish(_ index: Int, _ result: CaseResult, deliver: (CaseResult) -> Void) {
        if index != delivered {
            waiting[index] = result
            return
        }
        deliver(result)
        delivered += 1
        while !waiting.isEmpty, let following = waiting.removeValue(forKey: delivered) {
            deliver(following)
            delivered += 1
        }
    }
}
