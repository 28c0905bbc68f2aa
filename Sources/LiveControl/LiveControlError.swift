import HTTPTypes
import HarnessLive
import Hummingbird
import NIOCore

/// An error answer of the control API: a 4xx (or 5xx) status with a JSON object body, at least `{"error": "..."}`.
public struct LiveControlError: HTTPResponseError, Sendable, CustomStringConvertible {
    /// The status.
    public let status: HTTPResponse.Status
    /// The whole JSON body.
    public let body: String
    /// Extra headers (`Allow` on 405, `WWW-Authenticate` on 401).
    public let headers: HTTPFields

    /// An error with a body of exactly `{"error": message}`.
    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.init(status, members: [("error", JSONText.string(message))], headers: headers)
    }

    /// An error whose body has these already-encoded members (the first should be `error`).
    init(_ status: HTTPResponse.Status, members: [(String, String)], headers: HTTPFields = [:]) {
        self.status = status
        self.body = JSONText.object(members)
        self.headers = headers
    }

    /// `"<code> <body>"`.
    public var description: String { "\(status.code) \(body)" }

    /// The JSON response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
