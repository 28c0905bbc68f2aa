import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The OpenAPI 3.1 description of every route, served at `GET /openapi.json`.
///
/// The document is the file `Sources/ReferenceServer/openapi.json`, compiled in by SwiftPM (`.embedInCode`), so it
/// is edited as JSON and served byte for byte; `ReferenceServerTests` fails when a route registered on the router
/// is missing from it or a documented route is not registered.
public enum OpenAPIDocument {
    /// The path it is served at.
    public static let path = "/openapi.json"

    /// The document (OpenAPI 3.1, JSON).
    public static let json = String(decoding: PackageResources.openapi_json, as: UTF8.self)

    static func register(on router: Router<ReferenceRequestContext>) {
        router.get(RouterPath(path)) { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: json)))
        }
    }
}
