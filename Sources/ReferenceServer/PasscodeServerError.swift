import HTTPTypes
import Hummingbird
import LockFlows
import NIOCore

/// An error the reference server answers with: a status and a JSON body `{"error": "..."}`.
///
/// Every failure path of the routes throws one of these, so no request ever ends in an empty 500.
public struct PasscodeServerError: HTTPResponseError, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status.
    public let status: HTTPResponse.Status
    /// The message, naming the offending field where there is one.
    public let message: String

    /// An error from its parts.
    public init(status: HTTPResponse.Status, message: String) {
        self.status = status
        self.message = message
    }

    /// The HTTP form of a refusal by the passcode rules.
    public init(_ rejection: PasscodeServerRejection) {
        self.init(status: HTTPResponse.Status(code: rejection.status), message: rejection.message)
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
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        if status == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: buffer))
    }
}
