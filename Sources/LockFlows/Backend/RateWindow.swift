/// A fixed-window event counter on a backend's timeline: how many events of one kind (reset-code requests,
/// wrong reset codes) an account had since its current window opened.
///
/// A window opens at the first event after the previous one has passed and lasts `length`. When `limit` events
/// are in the live window, ``wait(at:limit:length:)`` says how long until the window closes. If the clock reads
/// earlier than the window's start (the wall clock set back, a new boot's monotonic clock), the count is kept and
/// the window is taken to open now: going back in time never frees the limit early.
/// ```swift
/// var requests = RateWindow()
/// for minute in 0..<5 { requests.record(at: .seconds(60 * minute), length: .seconds(3600)) }
/// requests.wait(at: .seconds(600), limit: 5, length: .seconds(3600))  // .seconds(3000)
/// ```
public struct RateWindow: Sendable, Hashable {
    /// When the current window opened, nil before the first event.
    public var start: Duration?
    /// Events counted in the current window.
    public var count: Int

    /// A window from its parts; the defaults are "no event yet".
    public init(start: Duration? = nil, count: Int = 0) {
        self.start = start
        self.count = count
    }

    /// How long until another event is allowed, when `limit` events are already in the window of `length` that is
    /// live at `now`; nil when the event is allowed.
    public func wait(at now: Duration, limit: Int, length: Duration) -> Duration? {
        guard let live = live(at: now, length: length), live.count >= limit else { return nil }
        return live.start + length - now
    }

    /// Counts one event at `now`, opening a new window when the current one has passed.
    public mutating func record(at now: Duration, length: Duration) {
        let live = live(at: now, length: length)
        start = live?.start ?? now
        count = (live?.count ?? 0) + 1
    }

    /// Takes back one event counted in the window live at `now` (an event that turned out not to count); nothing
    /// when no window is live (the event's window has passed already).
    public mutating func uncount(at now: Duration, length: Duration) {
        guard live(at: now, length: length) != nil, count > 0 else { return }
        count -= 1
    }

    /// Whether a window is live at `now`: false before the first event and once the window has passed.
    public func isLive(at now: Duration, length: Duration) -> Bool { live(at: now, length: length) != nil }

    /// The live window at `now` (its start and count), or nil when none is live.
    private func live(at now: Duration, length: Duration) -> (start: Duration, count: Int)? {
        guard let start else { return nil }
        if now < start { return (now, count) }
        return now < start + length ? (start, count) : nil
    }
}
