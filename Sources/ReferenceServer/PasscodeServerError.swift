import HTTPTypes
import Hummingbird
import LockFlows
import NIOCore

/// An error the reference server answers with: a status, a JSON body `{"error": "..."}` and any headers the
/// status calls for (`Retry-After` on a rate limit's 429, `Allow` on 405, `WWW-Authenticate` on 401).
///
/// Every failure path of the routes throws one of these, so no request ever ends in an empty 500.
public struct PasscodeServerError: HTTPResponseError, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status.
    public let status: HTTPResponse.Status
    /// The message, naming the offending field where there is one.
    public let message: String
    /// Headers sent besides `Content-Type` (and `WWW-Authenticate: Bearer`, always sent with a 401).
    public let headers: HTTPFields

    /// An error from its parts.
    public init(status: HTTPResponse.Status, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// The HTTP form of a refusal by the passcode rules (with `Retry-After` in whole seconds when it has a wait).
    public init(_ rejection: PasscodeServerRejection) {
        var headers = HTTPFields()
        if let seconds = rejection.retryAfterSeconds { headers[.retryAfter] = String(seconds) }
        self.init(status: HTTPResponse.Status(code: rejection.status), message: rejection.message, headers: headers)
    }

    /// 400 with `message`.
    public static func badRequest(_ message: String) -> Self { .init(status: .badRequest, message: message) }

    /// `"<status> <message>"`.
    public var description: String { "\(status.code) \(message)" }

    /// The JSON error response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = ErrorBody(error: message)
        var buffer = ByteBuffer()
        buffer.writeString(body.json)
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        if status == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: buffer))
    }
}
