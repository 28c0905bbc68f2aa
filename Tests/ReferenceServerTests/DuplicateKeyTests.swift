import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Issue 27: a JSON body naming a key twice used to be read with the first value (the strict `/v1` decoder too),
/// while most parsers keep the last, so a proxy and the server could read one request differently. Every body the
/// server decodes now refuses a duplicated key with a 400 naming it.
struct DuplicateKeyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let path: String
        let body: String
        let key: String
        var testDescription: String { "\(path) \(body)" }
    }

    static let cases: [Case] = [
        Case(path: "/v1/auth/forgot-password", body: #"{"email": "a@b.co", "email": "dev@example.com"}"#, key: "email"),
        Case(
            path: "/v1/auth/forgot-password", body: #"{"email": "a@b.co", "\u0065mail": "dev@example.com"}"#,
            key: "email"),
        Case(path: "/v1/auth/verify-reset-token", body: #"{"token": "a", "token": "b"}"#, key: "token"),
        Case(path: "/api/auth/set-passcode", body: #"{"passcode": "111111", "passcode": "222222"}"#, key: "passcode"),
        Case(path: "/api/auth/set-passcode", body: #"{"passcode": "111111", "x": {"k": 1, "k": 2}}"#, key: "x.k"),
        Case(path: "/api/auth/set-passcode", body: #"{"passcode": "111111", "x": [{"k": 1, "k": 2}]}"#, key: "x[].k"),
    ]

    @Test(arguments: cases)
    func aDuplicatedKeyIsA400NamingItAndChangesNothing(_ c: Case) async throws {
        try await ServerFixture.with { f in
            let answer = try await f.raw("POST", c.path, body: Data(c.body.utf8))
            #expect(answer.status == 400)
            let object = try #require(try JSONSerialization.jsonObject(with: answer.data) as? [String: String])
            let message = try #require(object["error"] ?? object["detail"])
            #expect(message == "duplicate key \(c.key): each key may appear only once")
            #expect(try await f.api.currentUser().hasPasscode == false)
            await f.server.passwordReset.waitForSentMail()
            #expect(f.outbox.sent.isEmpty)
        }
    }

    @Test func theSameKeyInDifferentObjectsIsFine() async throws {
        try await ServerFixture.with { f in
            let body = #"{"passcode": "111111", "x": {"k": 1}, "y": {"k": 2, "passcode": 3}}"#
            let answer = try await f.raw("POST", "/api/auth/set-passcode", body: Data(body.utf8))
            #expect(answer.status == 200)
            #expect(try await f.api.currentUser().hasPasscode)
        }
    }

    @Test func aMalformedBodyStillGetsTheDecodersMessage() async throws {
        try await ServerFixture.with { f in
            let answer = try await f.raw("POST", "/api/auth/set-passcode", body: Data(#"{"a": 1, "a": 2"#.utf8))
            #expect(answer.status == 400)
            #expect(answer.error == "request body is not valid JSON (at byte 15)")
        }
    }
}
