import Foundation
import HarnessScenarios

/// The step protocol between the harness and an app worker (a team's executable around its adapter, see
/// docs/app-workers.md): one JSON object per line, requests on the worker's stdin, replies and events on its stdout.
///
/// ```
/// worker  → {"type":"hello","protocol":1,"worker":"passcode-app-worker","declaration":{...}}
/// harness → {"type":"begin-case","case":"lock#1","file":"lock.yaml","header":"{\"device\": \"iphone-15-pro\"}"}
/// worker  → {"type":"ok"}
/// harness → {"type":"step","step":"advance: 16m","state":true,"limitMilliseconds":10000}
/// worker  → {"type":"ok","state":{"screen":"lock","locked":true,...}}
/// harness → {"type":"end-case"}
/// worker  → {"type":"ok"}
/// ```
public enum WorkerProtocol {
    /// The protocol version this harness speaks; a worker saying another one is refused.
    public static let version = 1

    /// The default limit on one step (real time) before the worker is ended and its case fails as hung.
    public static let defaultStepTimeout: Duration = .seconds(10)

    /// The JSON line for `value` (no newline).
    static func line<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{\"type\":\"error\"}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Requests' lines, by request (``WorkerLineMemo``).
    static let requestLines = WorkerLineMemo<WorkerRequest, String>()
    /// Replies' lines, by reply.
    static let replyLines = WorkerLineMemo<WorkerReply, String>()
    /// Requests read, by line.
    static let requestsRead = WorkerLineMemo<String, WorkerRequest>()
    /// Replies read, by line.
    static let repliesRead = WorkerLineMemo<String, WorkerReply>()

    /// `line` read as a request (remembered: the same lines come again and again).
    static func request(from line: String) -> WorkerRequest? {
        requestsRead.value(for: line) { decode(WorkerRequest.self, from: line) }
    }

    /// `line` read as a reply (remembered).
    static func reply(from line: String) -> WorkerReply? {
        repliesRead.value(for: line) { decode(WorkerReply.self, from: line) }
    }

    /// `line` decoded as `T`, or `nil` when it is not one.
    static func decode<T: Decodable>(_ type: T.Type, from line: some StringProtocol) -> T? {
        try? JSONDecoder().decode(type, from: Data(line.utf8))
    }

    /// The header of `document` (device, policy, overrides, initial, app) as the flow-mapping text a `begin-case`
    /// carries: JSON, which YAML reads the same way, so the worker builds the case's configuration with the same
    /// ``ScenarioSessionSetup`` as the harness.
    public static func header(of document: ScenarioDocument) -> String {
        var entries: [String] = []
        for key in ["device", "policy", "overrides", "initial", "app"] {
            guard let value = document.root.field(key), !value.isNull else { continue }
            entries.append("\(ExpectFieldVocabulary.jsonString(key)): \(json(value))")
        }
        return "{" + entries.joined(separator: ", ") + "}"
    }

    /// A scenario value as JSON.
    static func json(_ value: ScenarioValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return ExpectFieldVocabulary.jsonString(text)
        case .list(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .map(let entries):
            return "{"
                + entries.map { "\(ExpectFieldVocabulary.jsonString($0.key)): \(json($0.value))" }
                .joined(separator: ", ") + "}"
        }
    }
}
