import Foundation
import Harness
import HarnessLive
import MCP

/// The resources `lockharness mcp` serves: the session's state, screen, event log and recording, and the reference
/// of steps and expect fields. The session's resources send `notifications/resources/updated` to subscribers when
/// the session changes.
public enum SessionResource: String, Sendable, CaseIterable {
    /// Every expect field as JSON.
    case state = "lockharness://session/state"
    /// The screen drawn as text.
    case screen = "lockharness://session/screen"
    /// The events (applied steps, state changes) retained; `?after=ID` for those after an id.
    case events = "lockharness://session/events"
    /// The session so far as a scenario file.
    case recording = "lockharness://session/recording"
    /// The steps and expect fields, as Markdown tables.
    case reference = "lockharness://reference"

    /// The URI template of the event log after a given id.
    public static let eventsAfterTemplate = "lockharness://session/events{?after}"

    /// The resource a URI names (the events resource with or without `?after=`), if any.
    public init?(uri: String) {
        let base = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
        self.init(rawValue: base)
    }

    /// The `after` id of an events URI (`lockharness://session/events?after=12`), nil when there is none.
    /// - Throws: a message when `after` is there but not a whole number.
    public static func afterID(in uri: String) throws(StepArgumentJSON.Problem) -> Int? {
        guard let query = URLComponents(string: uri)?.queryItems, let item = query.first(where: { $0.name == "after" })
        else { return nil }
        guard let text = item.value, let id = Int(text), id >= 0 else {
            throw StepArgumentJSON.Problem(
                description: "after=\(item.value ?? "") is not an event id; write e.g. \(Self.events.rawValue)?after=12"
            )
        }
        return id
    }

    /// The MCP resource description.
    public var resource: Resource {
        Resource(name: name, uri: rawValue, title: title, description: about, mimeType: mimeType)
    }

    /// The MCP resource template of the event log after an id.
    public static var eventsAfter: Resource.Template {
        Resource.Template(
            uriTemplate: eventsAfterTemplate, name: "events-after", title: "Session events after an id",
            description: "The session's events with an id greater than `after` (the event log since that id).",
            mimeType: "application/json")
    }

    var name: String {
        switch self {
        case .state: "state"
        case .screen: "screen"
        case .events: "events"
        case .recording: "recording"
        case .reference: "reference"
        }
    }

    var title: String {
        switch self {
        case .state: "Session state"
        case .screen: "Screen as text"
        case .events: "Session events"
        case .recording: "Recording"
        case .reference: "Steps and expect fields"
        }
    }

    var about: String {
        switch self {
        case .state:
            "Every field the `expect` tool can check, as one JSON object (screen, locked, dots, error, prompt, "
                + "biometry, lockout, elapsed, ...)."
        case .screen:
            "The app's screen drawn as text: title, PIN dots, error line, biometric button, alert, and a last line "
                + "with the sensor, scene phase and virtual time."
        case .events:
            "The session's event log as a JSON array of {id, event, data}: `step` events (a step applied, by this "
                + "server or by someone at the attached panel) and `state` events (the state after a change). Add "
                + "`?after=ID` for the events after an id."
        case .recording:
            "Everything applied since the start or the last reset, as a scenario file `lockharness run` replays."
        case .reference:
            "Every step (syntax and what it does) and every expect field (value form and meaning), as Markdown."
        }
    }

    var mimeType: String {
        switch self {
        case .state, .events: "application/json"
        case .screen: "text/plain"
        case .recording: "application/x-yaml"
        case .reference: "text/markdown"
        }
    }

    /// Which resources an event changes: a step changes the recording, a state change the state and screen; both
    /// add to the event log. A gap (events this client missed) may have changed anything it can read again.
    static func changed(by kind: LiveEvent.Kind) -> [SessionResource] {
        switch kind {
        case .step: [.events, .recording]
        case .state: [.events, .state, .screen, .recording]
        case .gap: [.events, .state, .screen]
        }
    }

    /// The reference text.
    static var referenceText: String {
        """
        # LockHarness steps and expect fields

        Steps are written in scenario syntax, one per line (`advance: 16m`, `sensor: {matching: false}`, `launch`).

        ## Steps

        \(StepVocabulary.markdownTable)

        ## Expect fields

        \(ExpectFieldVocabulary.markdownTable)

        """
    }
}
