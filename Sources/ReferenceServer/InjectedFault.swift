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

    /// Checks a request from `POST /test/faults` (`InjectFaultRequest.validatedCount`, the check every backend
    /// makes); returns the call count.
    static func validate(_ fault: InjectFaultRequest) throws -> Int {
        try fault.validatedCount().mapError(PasscodeServerError.init).get()
    }

    /// Plays `fault` for a call to `route`; `next` produces the normal answer (used by `latency`).
    static func perform(
        _ fault: InjectFaultRequest, route: String, hangLimit: Duration, next: () async throws -> Response
    ) async throws -> Response {
        switch fault.kind {
        case .status:
            return errorResponse(
                status: HTTPResponse.Status(code: fault.answerStatus), message: fault.answerMessage, route: route)
        case .unavailable:
            var response = errorResponse(
                status: HTTPResponse.Status(code: fault.answerStatus), message: fault.answerMessage, route: route)
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
            try await Task.sleep(for: fault.latency)
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
            body = PasswordResetRejection(status: Int(status.code), detail: message).body
        } else {
            body = Data(ErrorBody(error: message).json.utf8)
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
