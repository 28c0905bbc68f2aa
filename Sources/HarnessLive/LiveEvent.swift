/// One server-sent event of `GET /api/events`: an applied step or a state change, with an id that only grows
/// (across resets too).
public struct LiveEvent: Sendable, Equatable {
    /// `step` (an applied step) or `state` (the state after a change).
    public enum Kind: String, Sendable {
        /// `data: {"step": "<text>", "index": N}`.
        case step
        /// `data: <state JSON>`.
        case state
        /// `data: {"missedFrom": A, "missedTo": B}`: events A...B never reached this client (it read too slowly,
        /// or resumed after events no longer retained); a fresh `state` follows. Its id is B.
        case gap
    }

    /// The event id (`id:`), increasing.
    public let id: Int
    /// The event name (`event:`).
    public let kind: Kind
    /// The JSON payload (`data:`), one line.
    public let data: String

    /// An event.
    public init(id: Int, kind: Kind, data: String) {
        self.id = id
        self.kind = kind
        self.data = data
    }

    /// The notice that events `missed` were dropped for one client.
    public static func gap(_ missed: ClosedRange<Int>) -> LiveEvent {
        LiveEvent(
            id: missed.upperBound, kind: .gap,
            data: "{\"missedFrom\": \(missed.lowerBound), \"missedTo\": \(missed.upperBound)}")
    }

    /// The event in `text/event-stream` framing, ending with the blank line.
    public var wireText: String { "id: \(id)\nevent: \(kind.rawValue)\ndata: \(data)\n\n" }
}
