import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Malformed requests get a 4xx with `{"error": "..."}` naming the field, and change nothing.
struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let endpoint: APIEndpoint
        let body: String
        let status: Int
        let message: String
        var testDescription: String { "\(endpoint.name) \(body.prefix(40))" }
    }

    static let cases: [Case] = [
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{\"passcode\": ", status: 400,
            message: "request body is not valid JSON"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "not json", status: 400,
            message: "request body is not valid JSON"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "", status: 400,
            message: "request body is not valid JSON"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "[1, 2]", status: 400,
            message: "request body must be a JSON object"),
        Case(endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{}", status: 400, message: "passcode is required"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{\"passcode\": 482916}", status: 400,
            message: "passcode must be a string"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{\"passcode\": null}", status: 400,
            message: "passcode must be a string, not null"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{\"passcode\": \"12345\"}", status: 400,
            message: "passcode must be exactly 6 digits"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{\"passcode\": \"１２３４５６\"}", status: 400,
            message: "passcode must be exactly 6 digits"),
        Case(
            endpoint: PasscodeRoutes.setPasscode.endpoint, body: "{\"passcode\": \"12\\u00003456\"}", status: 400,
            message: "passcode must be exactly 6 digits"),
        Case(
            endpoint: PasscodeRoutes.verifyPasscode.endpoint, body: "{\"passcode\": true}", status: 400,
            message: "passcode must be a string"),
        Case(
            endpoint: PasscodeRoutes.changePasscode.endpoint, body: "{\"currentPasscode\": \"482916\"}", status: 400,
            message: "newPasscode is required"),
        Case(
            endpoint: PasscodeRoutes.changePasscode.endpoint,
            body: "{\"currentPasscode\": \"482916\", \"newPasscode\": \"1234567\"}", status: 400,
            message: "newPasscode must be exactly 6 digits"),
        Case(
            endpoint: PasscodeRoutes.resetPasscode.endpoint, body: "{\"code\": 123456, \"newPasscode\": \"730519\"}",
            status: 400, message: "code must be a string"),
        Case(
            endpoint: PasscodeRoutes.passcodeTimeout.endpoint, body: "{\"minutes\": \"15\"}", status: 400,
            message: "minutes must be an integer"),
        Case(
            endpoint: PasscodeRoutes.passcodeTimeout.endpoint, body: "{\"minutes\": 1441}", status: 400,
            message: "minutes must be between 0 and 1440"),
        Case(
            endpoint: PasscodeRoutes.passcodeTimeout.endpoint, body: "{\"minutes\": -1}", status: 400,
            message: "minutes must be between 0 and 1440"),
        Case(
            endpoint: PasscodeRoutes.passcodeTimeout.endpoint, body: "{\"minutes\": 99999999999999999999}", status: 400,
            message: "minutes has an invalid value"),
        Case(
            endpoint: PasscodeRoutes.passcodeTimeout.endpoint, body: "{\"minutes\": 1.5}", status: 400,
            message: "minutes has an invalid value"),
        Case(
            endpoint: PasscodeRoutes.togglePasscodeEnabled.endpoint, body: "{\"enabled\": \"yes\"}", status: 400,
            message: "enabled must be a boolean"),
        Case(
            endpoint: PasscodeRoutes.togglePasscodeEnabled.endpoint, body: "{}", status: 400,
            message: "enabled is required"),
        Case(
            endpoint: PasscodeRoutes.resetPasscodeRequest.endpoint, body: "{oops", status: 400,
            message: "request body is not valid JSON"),
    ]

    @Test(arguments: cases)
    func aBadRequestIsRefusedWithTheFieldNamedAndChangesNothing(_ c: Case) async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            _ = try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 15))
            let before = try await f.api.currentUser()
            let sentBefore = f.outbox.sent.count
            let (method, path) = (c.endpoint.method.rawValue, c.endpoint.path)
            let answer = try await f.raw(method, path, body: Data(c.body.utf8))
            #expect(answer.status == c.status)
            let message = try #require(
                answer.error, "no JSON error body: \(String(decoding: answer.data, as: UTF8.self))")
            #expect(message.hasPrefix(c.message), "got \(message)")
            #expect(try await f.api.currentUser() == before)
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid)
            #expect(f.outbox.sent.count == sentBefore)
        }
    }

    @Test func anOversizedBodyIsRefusedWith413AndChangesNothing() async throws {
        try await ServerFixture.with(configure: { $0.maxBodyBytes = 1024 }) { f in
            let padding = String(repeating: " ", count: 2048)
            let answer = try await f.raw(
                "POST", "/api/auth/set-passcode", body: Data("{\"passcode\": \"482916\"\(padding)}".utf8))
            #expect(answer.status == 413)
            #expect(answer.error == "request body must be at most 1024 bytes")
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }

    /// Issue 38: a declared length over the limit with no body used to wait 10 s for the body deadline's 408.
    @Test func aDeclaredLengthOverTheLimitIsRefusedWith413AtOnce() async throws {
        try await ServerFixture.with { f in
            let socket = try RawSocket.connect(port: f.running.port)
            let head =
                "POST /api/auth/set-passcode HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Authorization: Bearer lockharness-dev-token\r\nContent-Type: application/json\r\n"
                + "Content-Length: 1000000\r\n\r\n"
            try socket.send(Array(head.utf8))
            // Waiting for the body would end in the body deadline's 408: a 413 is the answer given at once.
            let text = String(decoding: await socket.readSome(seconds: RawSocket.hangGuardSeconds), as: UTF8.self)
            #expect(
                text.hasPrefix("HTTP/1.1 413"),
                "got \(text.isEmpty ? "nothing in \(RawSocket.hangGuardSeconds) s (hung)" : text)")
            let rest = await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            let whole = text + String(decoding: rest.bytes, as: UTF8.self)
            #expect(rest.closed)
            #expect(whole.lowercased().contains("connection: close"))
            #expect(whole.contains(#"{"error":"request body must be at most 16384 bytes"}"#), "got \(whole)")
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }

    @Test func toggleOnWithoutAPasscodeIsRefused() async throws {
        try await ServerFixture.with { f in
            await #expect(throws: PasscodeAPIError.server(status: 400, message: "Set a passcode first")) {
                try await f.api.togglePasscodeEnabled(TogglePasscodeRequest(enabled: true))
            }
        }
    }

    @Test func anUnknownRouteIsAJSON404NamingIt() async throws {
        try await ServerFixture.with { f in
            let answer = try await f.raw("POST", "/api/auth/nope", body: Data("{}".utf8))
            #expect(answer.status == 404)
            #expect(answer.error == "no route POST /api/auth/nope")
            let root = try await f.raw("GET", "/x", body: nil, token: nil)
            #expect(root.status == 404)
            #expect(root.error == "no route GET /x")
        }
    }

    @Test func aWrongMethodOnAKnownPathIsAJSON405WithAllow() async throws {
        try await ServerFixture.with { f in
            let socket = try RawSocket.connect(port: f.running.port)
            try socket.send(
                Array("GET /api/auth/set-passcode HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
            let answer = String(
                decoding: await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes, as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 405"), "got \(answer)")
            #expect(answer.lowercased().contains("\r\nallow: post\r\n"), "got \(answer)")
            let viaClient = try await f.raw("DELETE", "/api/auth/me", body: nil)
            #expect(viaClient.status == 405)
            #expect(viaClient.error == "method DELETE /api/auth/me not allowed; allowed: GET")
        }
    }
}
