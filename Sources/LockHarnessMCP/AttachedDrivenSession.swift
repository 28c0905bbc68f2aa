import Foundation
import Harness
import HarnessLive

/// A running `lockharness serve`'s session, driven over its control API (`POST /api/steps`, `GET /api/state`,
/// `GET /api/events`, ...): whoever watches its panel sees every step the agent applies, and the agent sees the
/// panel's clicks in the event log.
public struct AttachedDrivenSession: DrivenSession {
    /// The control API client.
    public let client: LiveControlClient

    /// A driver of the server `client` talks to.
    public init(client: LiveControlClient) { self.client = client }

    public func apply(steps: [String]) async throws -> StepsReply {
        let body = try JSONSerialization.data(withJSONObject: ["steps": steps])
        let reply = try await send(
            .post, "/api/steps", body: String(decoding: body, as: UTF8.self), contentType: "application/json",
            accepting: [200, 400, 409])
        let json = reply.json
        let state = Self.jsonText(json["state"] ?? [String: Any]())
        let applied = json["applied"] as? Int ?? 0
        guard reply.status != 200 else { return StepsReply(applied: applied, failure: nil, state: state) }
        let failure = StepFailure(
            kind: reply.status == 409 ? .unmet : .rejected, step: json["step"] as? String ?? "",
            message: json["error"] as? String ?? reply.text, line: json["line"] as? Int ?? 1,
            column: json["column"] as? Int ?? 1, suggestion: json["suggestion"] as? String)
        return StepsReply(applied: applied, failure: failure, state: state)
    }

    public func state() async throws -> String { try await send(.get, "/api/state").text }

    public func screen() async throws -> String { try await send(.get, "/api/screen").text }

    public func recording() async throws -> String { try await send(.get, "/api/recording").text }

    public func reset() async throws -> String {
        Self.jsonText(try await send(.post, "/api/reset").json["state"] ?? [String: Any]())
    }

    public func events() async -> AsyncThrowingStream<LiveEvent, any Error> {
        let source = client.events(lastEventID: 0)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: LiveEvent.self, throwing: (any Error).self)
        let forward = Task {
            do {
                for try await event in source {
                    guard let kind = LiveEvent.Kind(rawValue: event.name), let id = event.id else { continue }
                    continuation.yield(LiveEvent(id: id, kind: kind, data: event.data))
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in forward.cancel() }
        return stream
    }

    /// One request; a status outside `accepting` (or no answer) is an ``AttachedSessionError`` saying what to do.
    private func send(
        _ method: LiveControlClient.Method, _ path: String, body: String? = nil, contentType: String = "text/plain",
        accepting: Set<Int> = [200]
    ) async throws -> LiveControlClient.Reply {
        let reply: LiveControlClient.Reply
        do {
            reply = try await client.send(method, path, body: body, contentType: contentType)
        } catch {
            throw AttachedSessionError(
                "no lockharness serve answers at \(client.baseURL.absoluteString) (\(error.localizedDescription)); "
                    + "start one with `lockharness serve`")
        }
        guard accepting.contains(reply.status) else {
            let detail = reply.json["error"] as? String ?? reply.text
            let hint = reply.status == 401 ? " (wrong token? pass --token or the state file serve wrote)" : ""
            throw AttachedSessionError("\(method.rawValue) \(path): HTTP \(reply.status): \(detail)\(hint)")
        }
        return reply
    }

    /// `value` as one line of JSON.
    static func jsonText(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject(value),
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
