import Foundation
import HTTPTypes
import Hummingbird
import LockFlows
import NIOCore
import ServiceLifecycle

/// How a fault from `POST /test/faults` plays out on the wire.
///
/// - `status`: the status with the route's error body (`{"error": ...}` on `/api`, `{"detail": ...}` on `/v1`).
/// - `unavailable`: 503, `Retry-After`, the route's error body.
/// - `reset`: a 200 head announcing a 64-byte JSON body, a few bytes of it, then the connection is closed; the
///   client sees a transport error (URLSession on Linux: `URLError.networkConnectionLost`, -1005).
/// - `hang`: nothing until the client gives up (its timeout); the server drops the connection after
///   ``ReferenceServerConfiguration/hangLimit``.
/// - `malformed-json`: 200 with `Content-Type: application/json` and a body that is not JSON.
/// - `latency`: the normal answer after `latency_ms`.
enum InjectedFault {
    /// The error a `reset` or an expired `hang` throws from the body writer, which closes the connection.
    struct ConnectionDropped: Error {}

    /// Every path a fault may name: the seeds' routes.
    static let routes: Set<String> =
        Set(PasscodeEndpoint.allCases.map(\.path) + PasswordResetEndpoint.allCases.map(\.path))

    /// Checks a request from `POST /test/faults`; returns the call count.
    static func validate(_ fault: InjectFaultRequest) throws -> Int {
        guard routes.contains(fault.route) else {
            throw PasscodeServerError.badRequest(
                "route must be one of the seeds' routes (\(routes.sorted().joined(separator: ", "))), not \(fault.route)")
        }
        let count = fault.count ?? 1
        guard (1...1000).contains(count) else { throw PasscodeServerError.badRequest("count must be between 1 and 1000") }
        if let status = fault.status, !(400...599).contains(status) {
            throw PasscodeServerError.badRequest("status must be between 400 and 599")
        }
        if let seconds = fault.retryAfterSeconds, !(0...86_400).contains(seconds) {
            throw PasscodeServerError.badRequest("retry_after_seconds must be between 0 and 86400")
        }
        if fault.kind == .latency, fault.latencyMilliseconds == nil {
            throw PasscodeServerError.badRequest("latency_ms is required for kind latency")
        }
        if let latency = fault.latencyMilliseconds, !(0...60_000).contains(latency) {
            throw PasscodeServerError.badRequest("latency_ms must be between 0 and 60000")
        }
        if let message = fault.message, message.utf8.count > 1000 {
            throw PasscodeServerError.badRequest("message must be at most 1000 bytes")
        }
        return count
    }

    /// Plays `fault` for a call to `route`; `next` produces the normal answer (used by `latency`).
    static func perform(
        _ fault: InjectFaultRequest, route: String, hangLimit: Duration, next: () async throws -> Response
    ) async throws -> Response {
        switch fault.kind {
        case .status:
            let status = HTTPResponse.Status(code: fault.status ?? 500)
            return errorResponse(status: status, message: fault.message ?? "Injected fault", route: route)
        case .unavailable:
            var response = errorResponse(
                status: .serviceUnavailable, message: fault.message ?? "Service unavailable (injected fault)", route: route)
            response.headers[.retryAfter] = String(fault.retryAfterSeconds ?? 1)
            return response
        case .reset:
            return dropped()
        case .hang:
            // Ends early when the server shuts down gracefully (SIGTERM), so a hang never delays a stop.
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: hangLimit) }
            return dropped()
        case .malformedJSON:
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(
                status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "{\"message\": <not json")))
        case .latency:
            try await Task.sleep(for: .milliseconds(fault.latencyMilliseconds ?? 0))
            return try await next()
        }
    }

    /// A 200 head announcing a 64-byte JSON body, 12 bytes of it, then the connection closes (the body writer
    /// throws, and Hummingbird closes a channel whose response failed).
    static func dropped() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody(contentLength: 64) { writer in
                try await writer.write(ByteBuffer(string: #"{"message": "#))
                throw ConnectionDropped()
            })
    }

    /// An error answer in `route`'s format.
    static func errorResponse(status: HTTPResponse.Status, message: String, route: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        let body: Data
        if route.hasPrefix("/v1/") {
            body = DetailError(status: status, detail: message).body
        } else {
            body = Data(ErrorBody(error: message).json.utf8)
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
