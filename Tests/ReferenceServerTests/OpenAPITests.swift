import Foundation
import Testing

@testable import ReferenceServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The committed OpenAPI document and the router agree, route for route.
struct OpenAPITests {
    static func documentedRoutes(_ json: Data) throws -> Set<String> {
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options"]
        return Set(
            paths.flatMap { path, operations in
                operations.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
            })
    }

    @Test(arguments: [false, true])
    func everyRegisteredRouteIsDocumentedAndEveryDocumentedRouteExists(testMode: Bool) throws {
        var configuration = ReferenceServerConfiguration()
        configuration.testMode = testMode
        let registered = try ReferenceServer(configuration: configuration).registeredRoutes()
        var documented = try Self.documentedRoutes(Data(OpenAPIDocument.json.utf8))
        if !testMode { documented = documented.filter { !$0.contains(" /test/") } }
        #expect(
            registered.subtracting(documented).isEmpty,
            "missing from openapi.json: \(registered.subtracting(documented).sorted())")
        #expect(
            documented.subtracting(registered).isEmpty,
            "documented but not served: \(documented.subtracting(registered).sorted())")
        #expect(registered.count >= 12)
    }

    @Test func theDocumentIsOpenAPI31AndServedAtOpenapiJSON() async throws {
        try await ServerFixture.with { f in
            let (data, _) = try await URLSession.shared.data(from: f.baseURL.appendingPathComponent("openapi.json"))
            #expect(data == Data(OpenAPIDocument.json.utf8))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
        }
    }
}
