import Foundation
import LockFlows
import ReferenceServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The committed OpenAPI document and the Codable shapes the server and its clients use agree, field for field,
/// in both directions.
///
/// ``table`` names, for every operation of the document, its request type and its success response types, each
/// with an exemplar that fills every optional field. Each exemplar is encoded and its keys are compared with the
/// schema's `properties` (recursively, following `$ref`): a key the document lacks fails, a property the type never
/// produces fails. Whether a property is required is decided by decoding: the exemplar's JSON without that key
/// must fail to decode exactly when the document lists it in `required`. Error answers are checked by route family
/// (`{"error": ...}` on `/api` and `/test`, `{"detail": ...}` on `/v1`, the connection guards' `{"error": ...}`
/// anywhere).
struct OpenAPIShapeTests {
    /// One JSON shape: an exemplar (parsed JSON) and whether a JSON body decodes as the Swift type.
    struct Shape: Sendable {
        /// The exemplar, encoded.
        let data: Data
        let decodes: @Sendable (Data) -> Bool

        /// The exemplar as parsed JSON.
        var json: Any { try! JSONSerialization.jsonObject(with: data) }

        /// The shape of `T`, from an exemplar with every optional field filled.
        static func of<T: Codable>(_ exemplar: T) -> Shape {
            Shape(
                data: try! JSONEncoder().encode(exemplar),
                decodes: { (try? JSONDecoder().decode(T.self, from: $0)) != nil })
        }
    }

    /// What an operation's body is.
    enum Body: Sendable {
        /// A JSON object of a Codable type.
        case json(Shape)
        /// No body (a 204).
        case empty
        /// The OpenAPI document itself (`GET /openapi.json`), which no Codable type describes.
        case document
    }

    /// An operation's request type (nil: no request body) and its success answers by status.
    struct Operation: Sendable {
        let request: Shape?
        let responses: [String: Body]
    }

    static let passcode = "123456"

    /// Every documented operation, by `operationId`.
    static let table: [String: Operation] = [
        "setPasscode": Operation(
            request: .of(SetPasscodeRequest(passcode: passcode)),
            responses: ["200": .json(.of(SetPasscodeResponse(message: "Passcode set")))]),
        "verifyPasscode": Operation(
            request: .of(VerifyPasscodeRequest(passcode: passcode)),
            responses: ["200": .json(.of(VerifyPasscodeResponse(valid: true, passcodeHash: "h", passcodeSalt: "s")))]),
        "changePasscode": Operation(
            request: .of(ChangePasscodeRequest(currentPasscode: passcode, newPasscode: "654321")),
            responses: [
                "200": .json(.of(ChangePasscodeResponse(message: "Changed", passcodeHash: "h", passcodeSalt: "s")))
            ]),
        "requestPasscodeReset": Operation(
            request: .of(ResetPasscodeRequestBody()),
            responses: ["200": .json(.of(ResetPasscodeRequestResponse(message: "Sent")))]),
        "resetPasscode": Operation(
            request: .of(ResetPasscodeRequest(code: "000000", newPasscode: passcode)),
            responses: [
                "200": .json(.of(ResetPasscodeResponse(message: "Reset", passcodeHash: "h", passcodeSalt: "s")))
            ]),
        "updatePasscodeTimeout": Operation(
            request: .of(PasscodeTimeoutRequest(minutes: 5, currentPasscode: passcode)),
            responses: ["200": .json(.of(PasscodeTimeoutResponse(passcodeTimeoutMinutes: 5)))]),
        "togglePasscodeEnabled": Operation(
            request: .of(TogglePasscodeRequest(enabled: false, currentPasscode: passcode)),
            responses: ["200": .json(.of(TogglePasscodeResponse(passcodeEnabled: false)))]),
        "removePasscode": Operation(
            request: .of(RemovePasscodeRequest(currentPasscode: passcode)),
            responses: ["200": .json(.of(RemovePasscodeResponse(message: "Removed")))]),
        "getCurrentUser": Operation(
            request: nil,
            responses: [
                "200": .json(
                    .of(
                        GetCurrentUserResponse(
                            user: User(id: "dev", email: "dev@example.com", name: "Dev", companyId: "company-1"),
                            company: .reference, hasPassword: true, hasPasscode: true, passcodeEnabled: true,
                            passcodeTimeoutMinutes: 5)))
            ]),
        "forgotPassword": Operation(
            request: .of(ForgotPasswordRequest(email: "dev@example.com")),
            responses: ["200": .json(.of(ForgotPasswordResponse(message: "If the address exists...")))]),
        "verifyResetToken": Operation(
            request: .of(VerifyResetTokenRequest(token: "t")),
            responses: [
                "200": .json(
                    .of(
                        VerifyResetTokenResponse(
                            valid: true, message: "ok", expiresAt: "2026-01-01T00:00:00Z", userEmail: "dev@example.com")
                    ))
            ]),
        "resetPassword": Operation(
            request: .of(ResetPasswordRequest(token: "t", newPassword: "correct horse")),
            responses: ["200": .json(.of(ResetPasswordResponse(message: "Reset", userId: "dev")))]),
        "login": Operation(
            request: .of(LoginRequest(email: "dev@example.com", password: "correct horse")),
            responses: ["200": .json(.of(LoginResponse(message: "Logged in", userId: "dev")))]),
        "testStatus": Operation(
            request: nil, responses: ["200": .json(.of(TestModeStatus(testMode: true, version: "1")))]),
        "createSandbox": Operation(
            request: .of(
                CreateSandboxRequest(
                    email: "a@example.com", password: "pw", now: 1_700_000_000, passcode: passcode,
                    passcodeEnabled: true,
                    timeoutMinutes: 5, policy: .hardened)),
            responses: ["201": .json(.of(CreateSandboxResponse(sandbox: "s", token: "t", userId: "u")))]),
        "testOutbox": Operation(
            request: nil,
            responses: [
                "200": .json(
                    .of(
                        TestOutbox(messages: [
                            TestOutbox.Message(
                                to: "a@example.com", kind: .passcodeResetCode, code: "000000",
                                link: "artitec://reset-password?token=t", token: "t", sentAt: 1_700_000_000)
                        ])))
            ]),
        "setTestClock": Operation(
            request: .of(SetTestClockRequest(now: 1_700_000_000)),
            responses: ["200": .json(.of(TestClockResponse(now: 1_700_000_000)))]),
        "advanceTestClock": Operation(
            request: .of(AdvanceTestClockRequest(seconds: 60)),
            responses: ["200": .json(.of(TestClockResponse(now: 1_700_000_060)))]),
        "injectFault": Operation(
            request: .of(
                InjectFaultRequest(
                    route: "/api/auth/verify-passcode", kind: .latency, count: 2, status: 503, message: "m",
                    retryAfterSeconds: 1, latencyMilliseconds: 10)),
            responses: ["201": .json(.of(InjectFaultResponse(route: "/api/auth/verify-passcode", queued: 2)))]),
        "clearFaults": Operation(request: nil, responses: ["204": .empty]),
        "openAPIDocument": Operation(request: nil, responses: ["200": .document]),
    ]

    // MARK: Tests

    @Test func everyDocumentedOperationHasATableEntryAndEveryEntryIsDocumented() throws {
        let documented = Set(try Self.operations(of: Self.document()).map(\.id))
        #expect(
            documented.subtracting(Self.table.keys).isEmpty,
            "no shape entry for: \(documented.subtracting(Self.table.keys).sorted())")
        #expect(
            Set(Self.table.keys).subtracting(documented).isEmpty,
            "not in openapi.json: \(Set(Self.table.keys).subtracting(documented).sorted())")
    }

    @Test func requestBodiesMatchTheirCodableTypes() throws {
        let document = try Self.document()
        for operation in try Self.operations(of: document) {
            guard let entry = Self.table[operation.id] else { continue }
            let schema = Self.jsonSchema(of: operation.value["requestBody"], in: document)
            switch (entry.request, schema) {
            case (nil, nil): break
            case (nil, .some):
                Issue.record("\(operation.id): the document has a request body, the table none")
            case (.some, nil):
                Issue.record("\(operation.id): the table has a request type, the document no JSON request body")
            case (let shape?, let schema?):
                let problems = Self.compare(shape, with: schema, in: document, response: false)
                #expect(problems.isEmpty, "\(operation.id) request: \(problems.joined(separator: "; "))")
            }
        }
    }

    @Test func successAnswersMatchTheirCodableTypes() throws {
        let document = try Self.document()
        for operation in try Self.operations(of: document) {
            guard let entry = Self.table[operation.id] else { continue }
            let responses = operation.value["responses"] as? [String: Any] ?? [:]
            let success = Set(responses.keys.filter { $0.hasPrefix("2") })
            #expect(
                success == Set(entry.responses.keys),
                "\(operation.id): documented success statuses \(success.sorted()), table \(entry.responses.keys.sorted())"
            )
            for (status, body) in entry.responses {
                guard let response = responses[status].map({ Self.resolve($0, in: document) }) else { continue }
                let schema = Self.jsonSchema(of: response, in: document)
                switch body {
                case .empty:
                    #expect(
                        schema == nil && (response["content"] == nil),
                        "\(operation.id) \(status): documented with a body")
                case .document:
                    let type = schema?["type"] as? String
                    #expect(
                        type == "object", "\(operation.id) \(status): the document is not described as a JSON object")
                case .json(let shape):
                    guard let schema else {
                        Issue.record("\(operation.id) \(status): no JSON schema in the document")
                        continue
                    }
                    let problems = Self.compare(shape, with: schema, in: document, response: true)
                    #expect(problems.isEmpty, "\(operation.id) \(status): \(problems.joined(separator: "; "))")
                }
            }
        }
    }

    /// Every error answer has its route family's body: `/v1` says `{"detail": ...}` (seed 002's client reads it),
    /// `/api`, `/test` and `/openapi.json` say `{"error": ...}`; the connection guards (408 body deadline, 429 and
    /// 503 connection caps) answer before the route is known, so they say `{"error": ...}` on `/v1` too.
    @Test func errorAnswersHaveTheirRouteFamilysBody() throws {
        let document = try Self.document()
        let error = "#/components/schemas/ErrorBody"
        let detail = "#/components/schemas/DetailError"
        for operation in try Self.operations(of: document) {
            let responses = operation.value["responses"] as? [String: Any] ?? [:]
            for (status, raw) in responses where !status.hasPrefix("2") {
                let content = Self.resolve(raw, in: document)["content"] as? [String: Any]
                let schema = (content?["application/json"] as? [String: Any])?["schema"] as? [String: Any] ?? [:]
                let refs = Set(((schema["oneOf"] as? [[String: Any]]) ?? [schema]).compactMap { $0["$ref"] as? String })
                let expected: Set<String>
                if operation.path.hasPrefix("/v1/") {
                    expected =
                        status == "408" ? [error] : ["429", "503"].contains(status) ? [detail, error] : [detail]
                } else {
                    expected = [error]
                }
                #expect(
                    refs == expected,
                    "\(operation.id) \(status): error body \(refs.sorted()), expected \(expected.sorted())")
            }
        }
    }

    /// `ErrorBody` (the server's `/api` errors) and `DetailError` (seed 002's `{"detail": ...}`, which its client
    /// reads, plus the `"valid": false` marker of a refused reset token, read from a real answer) match their
    /// schemas.
    @Test func errorBodiesMatchTheirSchemas() async throws {
        let document = try Self.document()
        let errorSchema = try #require(
            Self.resolve(["$ref": "#/components/schemas/ErrorBody"], in: document) as [String: Any]?)
        let errorProblems = Self.compare(.of(ErrorBody(error: "e")), with: errorSchema, in: document, response: true)
        #expect(errorProblems.isEmpty, "ErrorBody: \(errorProblems.joined(separator: "; "))")

        try await ServerFixture.with { fixture in
            var request = URLRequest(url: fixture.baseURL.appendingPathComponent("v1/auth/reset-password"))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(ResetPasswordRequest(token: "unknown", newPassword: "pw"))
            let (data, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            let refused = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            // What seed 002's client reads of a /v1 error (`PasswordResetErrorMapping`): `detail`.
            let exemplar: [String: Any] = ["detail": "d"]
            let detail = Shape(
                data: try JSONSerialization.data(withJSONObject: exemplar.merging(refused) { mine, _ in mine }),
                decodes: { data in
                    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                    return object?["detail"] is String
                })
            let detailSchema = Self.resolve(["$ref": "#/components/schemas/DetailError"], in: document)
            let problems = Self.compare(detail, with: detailSchema, in: document, response: true)
            #expect(problems.isEmpty, "DetailError: \(problems.joined(separator: "; "))")
        }
    }

    /// `additionalProperties: false` on a request schema exactly where the server refuses an unknown field: each
    /// operation's exemplar plus one unknown key, sent to a real server in test mode.
    @Test func requestSchemasForbidUnknownFieldsExactlyWhereTheServerRefusesThem() async throws {
        let document = try Self.document()
        let operations = try Self.operations(of: document)
        try await ServerFixture.with(configure: { $0.testMode = true }) { fixture in
            for operation in operations {
                guard let shape = Self.table[operation.id]?.request,
                    let schema = Self.jsonSchema(of: operation.value["requestBody"], in: document),
                    var body = shape.json as? [String: Any]
                else { continue }
                body["unknownFieldOfTheShapeTest"] = 1
                var request = URLRequest(
                    url: fixture.baseURL.appendingPathComponent(String(operation.path.dropFirst())))
                request.httpMethod = operation.method.uppercased()
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.setValue("Bearer \(BearerTokens.developmentToken)", forHTTPHeaderField: "Authorization")
                request.httpBody = try JSONSerialization.data(withJSONObject: body)
                let (data, response) = try await URLSession.shared.data(for: request)
                let status = (response as? HTTPURLResponse)?.statusCode
                let refused = status == 400 && String(decoding: data, as: UTF8.self).contains("is not a known field")
                let forbidden = schema["additionalProperties"] as? Bool == false
                #expect(
                    refused == forbidden,
                    "\(operation.id): the server \(refused ? "refuses" : "accepts") an unknown field (\(status ?? 0)), the document \(forbidden ? "forbids" : "allows") it"
                )
            }
        }
    }

    /// The comparison itself fails when the document and a type disagree (a guard against a check that passes
    /// whatever it is given).
    @Test func theComparisonCatchesDriftInEitherDirection() throws {
        let document = try Self.document()
        let schema = Self.resolve(["$ref": "#/components/schemas/PasscodeTimeoutRequest"], in: document)
        let shape = Shape.of(PasscodeTimeoutRequest(minutes: 5, currentPasscode: Self.passcode))
        #expect(Self.compare(shape, with: schema, in: document, response: false).isEmpty)

        var missing = schema
        var properties = missing["properties"] as? [String: Any] ?? [:]
        properties["currentPasscode"] = nil
        missing["properties"] = properties
        #expect(
            Self.compare(shape, with: missing, in: document, response: false).contains {
                $0.contains("currentPasscode")
            })

        var extra = schema
        properties = extra["properties"] as? [String: Any] ?? [:]
        properties["seconds"] = ["type": "integer"]
        extra["properties"] = properties
        #expect(Self.compare(shape, with: extra, in: document, response: false).contains { $0.contains("seconds") })

        var required = schema
        required["required"] = ["minutes", "currentPasscode"]
        #expect(
            Self.compare(shape, with: required, in: document, response: false).contains {
                $0.contains("currentPasscode")
            })

        var optional = schema
        optional["required"] = [String]()
        #expect(Self.compare(shape, with: optional, in: document, response: false).contains { $0.contains("minutes") })
    }

    // MARK: The comparison

    /// One step into a JSON value.
    enum Step: CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): return key
            case .index(let index): return "[\(index)]"
            }
        }
    }

    /// Where `shape` and `schema` disagree, one line each (empty when they agree).
    static func compare(_ shape: Shape, with schema: [String: Any], in document: [String: Any], response: Bool)
        -> [String]
    {
        var problems: [String] = []
        let json = shape.json
        walk(
            json, root: json, schema: schema, at: [], shape: shape, document: document, response: response,
            into: &problems)
        return problems
    }

    private static func walk(
        _ value: Any, root: Any, schema raw: [String: Any], at path: [Step], shape: Shape, document: [String: Any],
        response: Bool,
        into problems: inout [String]
    ) {
        let schema = resolve(raw, in: document)
        let here = path.isEmpty ? "the body" : path.map(\.description).joined(separator: ".")
        if let array = value as? [Any] {
            guard let items = schema["items"] as? [String: Any] else {
                problems.append("\(here): an array in Swift, no `items` in the document")
                return
            }
            for (index, element) in array.enumerated() {
                walk(
                    element, root: root, schema: items, at: path + [.index(index)], shape: shape, document: document,
                    response: response, into: &problems)
            }
            return
        }
        guard let object = value as? [String: Any] else { return }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        let required = Set(schema["required"] as? [String] ?? [])
        let keys = Set(object.keys)
        let documented = Set(properties.keys)
        for key in keys.subtracting(documented).sorted() {
            problems.append("\(here): the Codable type has `\(key)`, the document does not")
        }
        for key in documented.subtracting(keys).sorted() {
            problems.append("\(here): the document has `\(key)`, the Codable type never produces it")
        }
        for key in required.subtracting(documented).sorted() {
            problems.append("\(here): `\(key)` is required but not a property")
        }
        if response, schema["additionalProperties"] as? Bool != false {
            problems.append("\(here): a response object without `additionalProperties: false`")
        }
        for key in keys.intersection(documented).sorted() {
            let without = removing(path + [.key(key)], from: root)
            let data = try! JSONSerialization.data(withJSONObject: without)
            let swiftRequires = !shape.decodes(data)
            if swiftRequires, !required.contains(key) {
                problems.append("\(here): `\(key)` is required in Swift, optional in the document")
            }
            if !swiftRequires, required.contains(key) {
                problems.append("\(here): `\(key)` is optional in Swift (absent when nil), required in the document")
            }
            if let property = properties[key] as? [String: Any] {
                walk(
                    object[key]!, root: root, schema: property, at: path + [.key(key)], shape: shape,
                    document: document,
                    response: response, into: &problems)
            }
        }
    }

    /// `json` without the value at `path`.
    static func removing(_ path: [Step], from json: Any) -> Any {
        guard let first = path.first else { return json }
        let rest = Array(path.dropFirst())
        switch first {
        case .key(let key):
            guard var object = json as? [String: Any], let child = object[key] else { return json }
            object[key] = rest.isEmpty ? nil : removing(rest, from: child)
            return object
        case .index(let index):
            guard var array = json as? [Any], array.indices.contains(index) else { return json }
            if rest.isEmpty { array.remove(at: index) } else { array[index] = removing(rest, from: array[index]) }
            return array
        }
    }

    // MARK: Reading the document

    static func document() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json.utf8)) as? [String: Any])
    }

    /// One documented operation.
    struct DocumentedOperation {
        let id: String
        let method: String
        let path: String
        let value: [String: Any]
    }

    /// Every operation: its `operationId`, method, path and definition.
    static func operations(of document: [String: Any]) throws -> [DocumentedOperation] {
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options"]
        var result: [DocumentedOperation] = []
        for (path, item) in paths {
            for (method, raw) in item where methods.contains(method) {
                let operation = try #require(raw as? [String: Any])
                let id = try #require(
                    operation["operationId"] as? String, "\(method.uppercased()) \(path) has no operationId")
                result.append(DocumentedOperation(id: id, method: method, path: path, value: operation))
            }
        }
        return result
    }

    /// `value` with its `$ref` followed (repeatedly), as an object.
    static func resolve(_ value: Any, in document: [String: Any]) -> [String: Any] {
        var object = value as? [String: Any] ?? [:]
        while let reference = object["$ref"] as? String, reference.hasPrefix("#/") {
            var target: Any = document
            for part in reference.dropFirst(2).split(separator: "/") {
                target = (target as? [String: Any])?[String(part)] ?? [:]
            }
            object = target as? [String: Any] ?? [:]
        }
        return object
    }

    /// The `application/json` schema of a request body or response, resolved.
    static func jsonSchema(of value: Any?, in document: [String: Any]) -> [String: Any]? {
        guard let value else { return nil }
        let content = resolve(value, in: document)["content"] as? [String: Any]
        guard let media = content?["application/json"] as? [String: Any], let schema = media["schema"] else {
            return nil
        }
        return resolve(schema, in: document)
    }
}
