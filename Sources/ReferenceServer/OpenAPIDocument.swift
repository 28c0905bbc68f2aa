import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The OpenAPI 3.1 description of every route, served at `GET /openapi.json`.
///
/// The document is committed as JSON (``json``, in `OpenAPIDocument+JSON.swift`); `ReferenceServerTests` fails
/// when a route registered on the router is missing from it or a documented route is not registered.
public enum OpenAPIDocument {
    /// The path it is served at.
    public static let path = "/openapi.json"

    static func register(on router: Router<ReferenceRequestContext>) {
        router.get(RouterPath(path)) { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: json)))
        }
    }
}
