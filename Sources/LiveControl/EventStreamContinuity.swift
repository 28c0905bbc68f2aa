/// What one event-stream client has been sent, so that events dropped on the way (a slow reader's buffers are
/// bounded) are announced instead of skipped silently.
///
/// A pure value: the stream's writer asks ``admit(_:)`` for each event in order and, on a gap, sends
/// ``LiveEvent/gap(_:)`` and a fresh state, then reports the state's id with ``sent(_:)``.
///
/// ```swift
/// var continuity = EventStreamContinuity()
/// continuity.sent(4)
/// continuity.admit(5)   // .send
/// continuity.admit(9)   // .gap(6...8)
/// ```
struct EventStreamContinuity: Sendable, Equatable {
    /// What to do with an event.
    enum Decision: Sendable, Equatable {
        /// It follows what was sent: send it.
        case send
        /// Events in the range were dropped before this one: announce them, send a fresh state, then this event
        /// only if it is newer than that state.
        case gap(ClosedRange<Int>)
        /// Already covered by a fresh state sent after a gap: drop it.
        case skip
    }

    /// The last id sent (`nil` before the first).
    private(set) var lastSent: Int?

    /// A stream that has sent nothing yet.
    init() {}

    /// Decides what to do with the event numbered `id`.
    func admit(_ id: Int) -> Decision {
        guard let lastSent else { return .send }
        if id <= lastSent { return .skip }
        return id == lastSent + 1 ? .send : .gap((lastSent + 1)...(id - 1))
    }

    /// Records that the event numbered `id` was sent.
    mutating func sent(_ id: Int) {
        lastSent = max(lastSent ?? id, id)
    }
}
