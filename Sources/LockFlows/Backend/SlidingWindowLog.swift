/// A sliding-window count: the instants of the events of the last `length`, so a limit of `n` per `length` holds
/// over every span of that length, not only within fixed windows (two fixed windows let almost `2n` events through
/// around their edge: 39 token guesses in one second where 20 per 15 minutes were meant).
///
/// It keeps at most the limit's count of instants (an event is recorded only when admitted), oldest first.
/// ```swift
/// var log = SlidingWindowLog()
/// log.record(at: .seconds(0), length: .seconds(900))
/// log.wait(at: .seconds(899), limit: 1, length: .seconds(900))  // 1 s: the event at 0 s leaves the window at 900 s
/// ```
public struct SlidingWindowLog: Sendable, Hashable {
    /// The instants of the events still in the window (or in the future, after a clock was set back), in order.
    public private(set) var instants: [Duration] = []

    /// An empty log.
    public init() {}

    /// How long until another event is allowed when `limit` events per `length` are counted; nil when allowed now.
    public func wait(at now: Duration, limit: Int, length: Duration) -> Duration? {
        let live = instants.filter { $0 + length > now }
        guard live.count >= limit, limit > 0 else { return limit > 0 ? nil : length }
        // The event whose leaving frees the slot: with `limit` live, the oldest.
        return max(.zero, live[live.count - limit] + length - now)
    }

    /// Counts one event at `now` and forgets the events that left the window.
    public mutating func record(at now: Duration, length: Duration) {
        instants.removeAll { $0 + length <= now }
        let index = instants.firstIndex { $0 > now } ?? instants.endIndex
        instants.insert(now, at: index)
    }

    /// Takes back the latest event still in the window (an event that turned out not to count).
    public mutating func uncount(at now: Duration, length: Duration) {
        guard let last = instants.last, last + length > now else { return }
        instants.removeLast()
    }

    /// Whether any event is still in the window at `now`.
    public func isLive(at now: Duration, length: Duration) -> Bool { instants.contains { $0 + length > now } }
}
