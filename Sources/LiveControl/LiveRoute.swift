import HTTPTypes

/// Every route of the control API, declared once: method, path, whether it needs the token, and its help line
/// (docs/live-control.md's table lists the same). The router registers these, and requests matching none get a JSON 404, or
/// a JSON 405 with `Allow` when the path exists under another method.
public struct LiveRoute: Sendable, Equatable {
    /// The method.
    public let method: HTTPRequest.Method
    /// The path (no patterns).
    public let path: String
    /// Whether `Authorization: Bearer <token>` is required.
    public let needsToken: Bool
    /// What it does.
    public let help: String

    /// Every route, in the order docs/live-control.md lists them.
    public static let all: [LiveRoute] = [
        LiveRoute(method: .get, path: "/", needsToken: false, help: "the web panel (reads the token from `#token=`)"),
        LiveRoute(method: .get, path: "/api/state", needsToken: true, help: "the state, keyed by the expect fields"),
        LiveRoute(
            method: .get, path: "/api/session", needsToken: true,
            help: "how the session runs: `{\"clock\": \"virtual\" | \"real\", \"tickMilliseconds\": N}`"),
        LiveRoute(
            method: .post, path: "/api/steps", needsToken: true,
            help: "apply steps (scenario YAML lines, or JSON `{\"steps\": [...]}`); stops at the first failure"),
        LiveRoute(
            method: .get, path: "/api/events", needsToken: true,
            help: "server-sent events `step` and `state` with ids; `Last-Event-ID` resumes"),
        LiveRoute(
            method: .get, path: "/api/recording", needsToken: true,
            help: "everything applied since start or reset, as a scenario file"),
        LiveRoute(method: .post, path: "/api/reset", needsToken: true, help: "a fresh session with the same options"),
        LiveRoute(
            method: .get, path: "/api/screen", needsToken: true,
            help: "the screen drawn as text (as `lockharness session` prints it)"),
    ]

    /// `METHOD path`, as docs/live-control.md's table writes it.
    public var label: String { "\(method.rawValue) \(path)" }

    /// The methods served at `path`, comma-separated, or nil when no route has that path.
    static func allowed(at path: String) -> String? {
        let methods = all.filter { $0.path == path }.map(\.method.rawValue)
        return methods.isEmpty ? nil : methods.joined(separator: ", ")
    }
}
