import Foundation
import Harness
import HarnessLive
import LockCore
import MCP

/// `lockharness mcp`: a Model Context Protocol server over one live session (its own or an attached `serve`'s).
/// Tools apply steps (``MCPToolCatalog``), resources read the state, screen, events, recording and reference
/// (``SessionResource``), and subscribers get `notifications/resources/updated` as the session's events arrive.
/// It writes nothing but protocol messages to its transport; its own messages go to `log` (standard error).
///
/// ```swift
/// let server = LockHarnessMCPServer(session: LocalDrivenSession(controller: controller))
/// try await server.start(transport: StdioTransport())
/// await server.waitUntilCompleted()
/// ```
public actor LockHarnessMCPServer {
    /// The session driven.
    public let session: any DrivenSession
    private let server: Server
    private let log: @Sendable (String) -> Void
    /// The session's events seen so far (the last ``LiveController/retainedEvents``).
    private var events: [LiveEvent] = []
    /// The resource URIs the client subscribed to.
    private var subscriptions: Set<String> = []
    private var follower: Task<Void, Never>?

    /// What the server tells a client about itself at initialization.
    public static let instructions = """
        LockHarness simulates a phone app protected by a 6-digit passcode lock screen with Face ID / Touch ID, on a \
        virtual clock, so that lock behaviour can be tested without a device. This server drives one live session: \
        apply steps with the tools (`apply_steps` takes any step in scenario syntax; `scene`, `clock`, `sensor`, \
        `lock_screen`, `settings`, `password_reset` and `backend` are typed shortcuts), check the state with \
        `expect`, look with `read_screen`, and save what you did with `save_recording` as a scenario file that \
        `lockharness run` replays. A step tool takes one property, the step, valued by its argument (`true` for a \
        step without one). A typical round: scene {"launch": true}, scene {"background": true}, \
        clock {"advance": "16m"}, scene {"foreground": true} (now locked), lock_screen {"enter-pin": "000000"} \
        (wrong), sensor {"sensor": {"queue": ["noMatch"]}}, lock_screen {"tap-biometric": true}, \
        expect {"locked": true}. A step tool's result is the screen and the fields that changed; `read_screen` and \
        the state resource give the whole state. A step that does not parse or that the app refuses is a tool error \
        with line:column and a did-you-mean, and changes nothing. Resources: the state, the screen, the event log, \
        the recording and the reference of every step and expect field (lockharness://reference).
        """

    /// A server over `session`; its messages (not protocol traffic) go to `log`.
    public init(session: any DrivenSession, log: @escaping @Sendable (String) -> Void = StandardError.write) {
        self.session = session
        self.log = log
        server = Server(
            name: "lockharness", version: LockHarnessVersion.current, title: "LockHarness live session",
            instructions: Self.instructions,
            capabilities: .init(resources: .init(subscribe: true, listChanged: false), tools: .init(listChanged: false))
        )
    }

    /// Registers the handlers, starts serving `transport` and follows the session's events.
    public func start(transport: any Transport) async throws {
        await register()
        try await server.start(transport: transport)
        let stream = await session.events()
        follower = Task { [weak self] in
            do {
                for try await event in stream { await self?.record(event) }
            } catch {
                self?.log("lockharness mcp: the session's event stream ended: \(error)")
            }
        }
    }

    /// Returns when the transport closes (the client went away).
    public func waitUntilCompleted() async { await server.waitUntilCompleted() }

    /// Stops following events and closes the transport.
    public func stop() async {
        follower?.cancel()
        follower = nil
        await server.stop()
    }

    private func register() async {
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: MCPToolCatalog.tools) }
        await server.withMethodHandler(CallTool.self) { [self] parameters in
            await self.call(parameters.name, arguments: parameters.arguments ?? [:])
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: SessionResource.allCases.map(\.resource))
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: [SessionResource.eventsAfter])
        }
        await server.withMethodHandler(ReadResource.self) { [self] parameters in
            ReadResource.Result(contents: [try await self.read(parameters.uri)])
        }
        await server.withMethodHandler(ResourceSubscribe.self) { [self] parameters in
            try await self.subscribe(parameters.uri)
            return Empty()
        }
        await server.withMethodHandler(ResourceUnsubscribe.self) { [self] parameters in
            await self.unsubscribe(parameters.uri)
            return Empty()
        }
    }

    // MARK: Tools

    /// The result of calling tool `name` with `arguments`; every problem is a tool error (`isError`).
    public func call(_ name: String, arguments: [String: Value]) async -> CallTool.Result {
        guard let entry = MCPToolCatalog.entry(named: name) else {
            let names = MCPToolCatalog.entries.map(\.name)
            let hint =
                NameSuggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" }
                ?? "; tools: \(names.joined(separator: ", "))"
            return Self.toolError("unknown tool '\(name)'\(hint)")
        }
        do {
            switch entry.action {
            case .step: return try await applyStepTool(entry, names: entry.coveredSteps, arguments: arguments)
            case .applySteps: return try await applySteps(arguments)
            case .expect: return try await expect(arguments)
            case .expectRefused: return try await expectRefused(arguments)
            case .readScreen:
                try Self.noArguments(arguments, tool: entry.name)
                return try await look(headline: "The session now:")
            case .reset:
                try Self.noArguments(arguments, tool: entry.name)
                _ = try await session.reset()
                return try await look(headline: "A fresh session (same device, policy and passcode):")
            case .saveRecording: return try await saveRecording(arguments)
            }
        } catch let problem as StepArgumentJSON.Problem {
            return Self.toolError(problem.description)
        } catch {
            log("lockharness mcp: \(name): \(error)")
            return Self.toolError("\(error)")
        }
    }

    private func applyStepTool(_ entry: MCPToolCatalog.Entry, names: [String], arguments: [String: Value])
        async throws -> CallTool.Result
    {
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        guard arguments.count == 1, case (let name, let value)? = arguments.first.map({ ($0.key, $0.value) }) else {
            throw StepArgumentJSON.Problem(
                description: "the \(entry.name) tool takes exactly one property, the step to apply (one of \(list)); "
                    + "got \(arguments.isEmpty ? "none" : arguments.keys.sorted().joined(separator: ", "))")
        }
        guard names.contains(name) else {
            var message = "'\(name)' is not a step of the \(entry.name) tool"
            if let owner = MCPToolCatalog.entries.first(where: { $0.coveredSteps.contains(name) }) {
                message += "; it belongs to the \(owner.name) tool"
            } else if let suggestion = NameSuggestion.closest(to: name, among: names) {
                message += " (did you mean '\(suggestion)'?)"
            } else {
                message += "; its steps: \(list)"
            }
            throw StepArgumentJSON.Problem(description: message)
        }
        return try await apply([try StepArgumentJSON.line(step: name, argument: value)])
    }

    private func applySteps(_ arguments: [String: Value]) async throws -> CallTool.Result {
        guard let items = arguments["steps"]?.arrayValue, !items.isEmpty, arguments.count == 1 else {
            throw StepArgumentJSON.Problem(
                description: "apply_steps takes `steps`, a non-empty list of steps in scenario syntax, e.g. "
                    + "{\"steps\": [\"launch\", \"advance: 16m\"]}")
        }
        var steps: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.stringValue else {
                throw StepArgumentJSON.Problem(
                    description: "steps[\(index)] is not a string; write each step as text, e.g. \"advance: 16m\"")
            }
            guard !text.contains("\n"), !text.contains("\r") else {
                throw StepArgumentJSON.Problem(
                    description: "steps[\(index)] spans several lines; write each step on one line in flow style, "
                        + "e.g. \"sensor: {matching: false}\"")
            }
            steps.append(text)
        }
        return try await apply(steps)
    }

    /// Applies `steps`; the result is the screen and the fields that changed (``StateChange``), not the whole
    /// state (that is `read_screen`'s and the state resource's). A failure is a tool error carrying the CLI's
    /// message, line:column and did-you-mean.
    private func apply(_ steps: [String]) async throws -> CallTool.Result {
        let before = try await session.state()
        let reply = try await session.apply(steps: steps)
        let screen = try await session.screen()
        let change = StateChange(before: before, after: reply.state)
        let changed = change.isEmpty ? "Changed: nothing." : "Changed: \(change.text)"
        let applied = steps.prefix(reply.applied).map { "`\($0)`" }.joined(separator: ", ")
        guard let failure = reply.failure else {
            return CallTool.Result(
                content: [.text("Applied \(applied).\n\n\(screen)\n\(changed)")],
                structuredContent: Self.structured([
                    "applied": .int(reply.applied), "changed": change.value, "screen": .string(screen),
                ]))
        }
        let earlier = reply.applied > 0 ? " (the \(reply.applied) step(s) before it were applied: \(applied))" : ""
        return CallTool.Result(
            content: [.text("\(failure)\nThat step changed nothing\(earlier).\n\n\(screen)\n\(changed)")],
            structuredContent: Self.structured([
                "error": .string(failure.message), "step": .string(failure.step), "line": .int(failure.line),
                "column": .int(failure.column), "suggestion": failure.suggestion.map(Value.string) ?? .null,
                "applied": .int(reply.applied), "changed": change.value,
            ]),
            isError: true)
    }

    private func expect(_ arguments: [String: Value]) async throws -> CallTool.Result {
        guard !arguments.isEmpty else {
            throw StepArgumentJSON.Problem(
                description: "expect takes the fields to check as properties, e.g. {\"locked\": true, \"dots\": 0}")
        }
        let line = "expect: " + (try StepArgumentJSON.flowYAML(.object(arguments)))
        let reply = try await session.apply(steps: [line])
        guard let failure = reply.failure else {
            return CallTool.Result(
                content: [
                    .text("PASSED: \(arguments.keys.sorted().joined(separator: ", ")) hold. (`\(line)` recorded)")
                ],
                structuredContent: Self.structured(["passed": true, "differences": []]))
        }
        guard failure.kind == .unmet else { return try await apply([line]) }
        let differences = ExpectDifference.between(expectLine: line, state: reply.state)
        let text = differences.map { "\($0.field): wanted \($0.expected), actual \($0.actual)" }
        return CallTool.Result(
            content: [.text("FAILED: " + (text.isEmpty ? failure.message : text.joined(separator: "; ")))],
            structuredContent: Self.structured([
                "passed": false,
                "differences": .array(
                    differences.map { difference -> Value in
                        [
                            "field": .string(difference.field), "expected": .string(difference.expected),
                            "actual": .string(difference.actual),
                        ]
                    }),
            ]))
    }

    private func expectRefused(_ arguments: [String: Value]) async throws -> CallTool.Result {
        guard let step = arguments["step"]?.stringValue, arguments.count == 1,
            !step.trimmingCharacters(in: .whitespaces).isEmpty
        else {
            throw StepArgumentJSON.Problem(
                description:
                    "expect_refused takes `step`, one step in scenario syntax, e.g. {\"step\": \"open-settings\"}")
        }
        let trimmed = step.trimmingCharacters(in: .whitespaces)
        let line = "refused: " + (trimmed.contains(":") && !trimmed.hasPrefix("{") ? "{\(trimmed)}" : trimmed)
        let reply = try await session.apply(steps: [line])
        guard let failure = reply.failure else {
            return CallTool.Result(
                content: [.text("PASSED: the app refuses `\(trimmed)` now. (`\(line)` recorded)")],
                structuredContent: Self.structured(["passed": true]))
        }
        guard failure.kind == .unmet else { return try await apply([line]) }
        return CallTool.Result(
            content: [.text("FAILED: the app would accept `\(trimmed)` now (nothing was applied).")],
            structuredContent: Self.structured(["passed": false]))
    }

    private func saveRecording(_ arguments: [String: Value]) async throws -> CallTool.Result {
        let unknown = arguments.keys.filter { $0 != "path" }
        guard unknown.isEmpty else {
            throw StepArgumentJSON.Problem(description: "save_recording takes only `path`; got \(unknown.sorted())")
        }
        let recording = try await session.recording()
        guard let pathValue = arguments["path"] else {
            return CallTool.Result(
                content: [.text(recording)], structuredContent: Self.structured(["recording": .string(recording)]))
        }
        guard let path = pathValue.stringValue, !path.isEmpty else {
            throw StepArgumentJSON.Problem(description: "`path` must be a file path, e.g. \"/tmp/session.yaml\"")
        }
        do {
            try RecordingDestination(path: path).write(recording)
        } catch {
            throw StepArgumentJSON.Problem(
                description: error.description.replacingOccurrences(of: "--record ", with: ""))
        }
        return CallTool.Result(
            content: [.text("Saved to \(path); replay it with `lockharness run \(path)`.\n\n\(recording)")],
            structuredContent: Self.structured(["path": .string(path), "recording": .string(recording)]))
    }

    private func look(headline: String) async throws -> CallTool.Result {
        let state = try await session.state()
        let screen = try await session.screen()
        return CallTool.Result(
            content: [.text("\(headline)\n\n\(screen)"), .text(state)],
            structuredContent: Self.structured(["state": Self.jsonValue(state), "screen": .string(screen)]))
    }

    private static func noArguments(_ arguments: [String: Value], tool: String) throws(StepArgumentJSON.Problem) {
        guard arguments.isEmpty else {
            throw StepArgumentJSON.Problem(
                description: "\(tool) takes no arguments; got \(arguments.keys.sorted().joined(separator: ", "))")
        }
    }

    static func toolError(_ message: String) -> CallTool.Result {
        CallTool.Result(
            content: [.text(message)], structuredContent: Self.structured(["error": .string(message)]), isError: true)
    }

    /// A tool result's structured content (an optional, so that `CallTool.Result`'s non-throwing initializer is
    /// the one chosen over its generic `Codable` one).
    static func structured(_ members: [String: Value]) -> Value? { .object(members) }

    /// JSON text as a value (`null` when it is not JSON).
    static func jsonValue(_ text: String) -> Value {
        (try? JSONDecoder().decode(Value.self, from: Data(text.utf8))) ?? .null
    }

    // MARK: Resources

    /// The contents of resource `uri`.
    /// - Throws: `MCPError.invalidParams` (the MCP SDK's) for an unknown URI or a bad `after`.
    public func read(_ uri: String) async throws -> Resource.Content {
        guard let resource = SessionResource(uri: uri) else { throw Self.unknownResource(uri) }
        let text: String
        switch resource {
        case .state: text = try await session.state()
        case .screen: text = try await session.screen()
        case .recording: text = try await session.recording()
        case .reference: text = SessionResource.referenceText
        case .events:
            let after: Int?
            do { after = try SessionResource.afterID(in: uri) } catch {
                throw MCPError.invalidParams(error.description)
            }
            text = eventLogJSON(after: after)
        }
        return .text(text, uri: uri, mimeType: resource.mimeType)
    }

    /// The retained events after `after` (all without one) as a JSON array of `{"id", "event", "data"}`.
    func eventLogJSON(after: Int?) -> String {
        let chosen = events.filter { after == nil || $0.id > after! }
        return "["
            + chosen.map { "{\"id\": \($0.id), \"event\": \"\($0.kind.rawValue)\", \"data\": \($0.data)}" }
            .joined(separator: ",\n ") + "]"
    }

    private func subscribe(_ uri: String) throws {
        guard SessionResource(uri: uri) != nil else { throw Self.unknownResource(uri) }
        subscriptions.insert(uri)
    }

    private func unsubscribe(_ uri: String) { subscriptions.remove(uri) }

    private static func unknownResource(_ uri: String) -> MCPError {
        .invalidParams(
            "unknown resource '\(uri)'; resources: "
                + SessionResource.allCases.map(\.rawValue).joined(separator: ", ") + ", "
                + SessionResource.eventsAfterTemplate)
    }

    /// Keeps `event` and tells subscribers which resources it changed.
    private func record(_ event: LiveEvent) async {
        if events.last.map({ event.id <= $0.id }) ?? false { return }
        events.append(event)
        if events.count > LiveController.retainedEvents {
            events.removeFirst(events.count - LiveController.retainedEvents)
        }
        let changed = Set(SessionResource.changed(by: event.kind))
        for uri in subscriptions.sorted() where SessionResource(uri: uri).map(changed.contains) ?? false {
            do {
                try await server.notify(ResourceUpdatedNotification.message(.init(uri: uri)))
            } catch {
                log("lockharness mcp: cannot notify \(uri): \(error)")
            }
        }
    }
}
