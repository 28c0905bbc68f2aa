import Foundation
import HTTPTypes
import Harness
import HarnessLive
import Hummingbird
import NIOCore
import ServerRules

/// The handlers of ``LiveRoute/all`` over one ``LiveController``.
struct LiveControlRoutes: Sendable {
    let controller: LiveController
    let heartbeat: Duration
    /// How time moves, for `GET /api/session` (the panel shows it and, with the real clock, ticks between events).
    var clock: LiveControlServer.ClockMode = .virtual
    /// How often the real clock advances the session.
    var tickInterval: Duration = .milliseconds(100)
    /// The largest request body read (64 KiB); more is a 413.
    static let bodyLimit = 64 * 1024
    /// The 413's message, whether the declared length or the body read is over ``bodyLimit``.
    static let bodyLimitMessage = "the body is larger than \(bodyLimit) bytes"

    /// The panel's Content-Security-Policy: its own inline script and style, calls to this server only, no frames
    /// (no other site can embed the panel and click it), nothing loaded from anywhere else.
    static let panelContentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
        + "img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    func register(on router: Router<BasicRequestContext>) {
        let controller = controller
        let heartbeat = heartbeat
        router.get("/") { _, _ in
            Response(
                status: .ok,
                headers: [
                    .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                    .contentSecurityPolicy: Self.panelContentSecurityPolicy,
                    HTTPField.Name("Referrer-Policy")!: "no-referrer",
                ],
                body: .init(byteBuffer: ByteBuffer(string: LivePanel.html)))
        }
        router.get("/api/state") { _, _ in Self.json(await controller.state()) }
        let tick = tickInterval.components
        let session = JSONText.object([
            ("clock", JSONText.string(clock.rawValue)),
            ("tickMilliseconds", String(tick.seconds * 1000 + tick.attoseconds / 1_000_000_000_000_000)),
        ])
        router.get("/api/session") { _, _ in Self.json(session) }
        router.post("/api/steps") { request, _ in
            let body = try await Self.read(request)
            let steps = try StepsBody.steps(from: body, contentType: request.headers[.contentType])
            let result = await controller.apply(steps: steps)
            guard let failure = result.failure else {
                return Self.json(JSONText.object([("applied", String(result.applied)), ("state", result.state)]))
            }
            throw Self.error(for: failure.outcome, step: failure.step, applied: result.applied, state: result.state)
        }
        router.get("/api/events") { request, _ in
            let lastEventID = request.headers[Self.lastEventIDField].flatMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            return await Self.eventStream(controller: controller, lastEventID: lastEventID, heartbeat: heartbeat)
        }
        router.get("/api/recording") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/x-yaml; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: await controller.recording())))
        }
        router.post("/api/reset") { _, _ in
            do {
                return Self.json(JSONText.object([("state", try await controller.reset())]))
            } catch {
                throw LiveControlError(.internalServerError, "cannot start a fresh session: \(error)")
            }
        }
        router.get("/api/screen") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: await controller.screen())))
        }
    }

    static func json(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The request body as UTF-8 text, at most ``bodyLimit`` bytes.
    static func read(_ request: Request) async throws -> String {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: bodyLimit)
        } catch {
            throw LiveControlError(.contentTooLarge, bodyLimitMessage)
        }
        if let encoding = JSONBodyRule.otherEncoding(of: Array(buffer.readableBytesView)) {
            throw LiveControlError(.badRequest, "the body is \(encoding); send UTF-8 text")
        }
        guard let text = buffer.getString(at: buffer.readerIndex, length: buffer.readableBytes),
            text.utf8.count == buffer.readableBytes, !text.contains("\u{0}")
        else {
            throw LiveControlError(.badRequest, "the body is not UTF-8 text")
        }
        return text
    }

    /// The 400 or 409 for a step that failed.
    static func error(for outcome: LiveStepOutcome, step: LiveController.Step, applied: Int, state: String)
        -> LiveControlError
    {
        let common: [(String, String)] = [("applied", String(applied)), ("state", state)]
        switch outcome {
        case .invalid(let scenarioError):
            var message = scenarioError.message
            // The step is parsed as `steps[0]` of a wrapper document: name the path from the step itself.
            var path = Substring(scenarioError.path)
            if path.hasPrefix("steps[0]") { path = path.dropFirst("steps[0]".count).drop { $0 == "." } }
            if !path.isEmpty { message = "at \(path): " + message }
            return LiveControlError(
                .badRequest,
                members: [
                    ("error", JSONText.string(message)), ("step", JSONText.string(step.text)),
                    ("line", String(scenarioError.location?.line ?? step.line)),
                    ("column", String(scenarioError.location?.column ?? step.column)),
                    ("suggestion", JSONText.optional(scenarioError.suggestion)),
                ] + common)
        case .refused(let message):
            return LiveControlError(
                .badRequest,
                members: [
                    ("error", JSONText.string(message)), ("step", JSONText.string(step.text)),
                    ("line", String(step.line)), ("column", String(step.column)), ("suggestion", "null"),
                ] + common)
        case .unmet(let message):
            return LiveControlError(
                .conflict,
                members: [
                    ("error", JSONText.string(message)), ("step", JSONText.string(step.text)),
                    ("line", String(step.line)), ("column", String(step.column)),
                ] + common)
        case .applied:
            return LiveControlError(.internalServerError, "applied step reported as failed")
        }
    }
}

extension LiveControlRoutes {
    /// `Last-Event-ID`.
    static let lastEventIDField = HTTPField.Name("Last-Event-ID")!
}
