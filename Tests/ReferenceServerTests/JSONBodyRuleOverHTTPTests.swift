import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Issue 38: a key named twice got through in UTF-16 and UTF-32 (the duplicate scan stopped at the first NUL while
/// Foundation's decoder transcoded, first value winning), trailing commas were accepted, and one 16 KB body of `[`
/// cost 300 MB (a key-path string per open container). Every body now passes one rule before any decoder: UTF-8
/// only, strict grammar, at most 32 levels, no duplicate key; each refusal is a 400 naming what and where.
struct JSONBodyRuleOverHTTPTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let path: String
        let body: Data
        let message: String
        var testDescription: String { "\(path) \(name)" }
    }

    static let verify = #"{"passcode":"111111","passcode":"000000"}"#
    static let forgot = #"{"email":"a@b.co","email":"dev@example.com"}"#

    static func cases() -> [Case] {
        var cases: [Case] = []
        for (path, body) in [("/api/auth/verify-passcode", verify), ("/v1/auth/forgot-password", forgot)] {
            cases += [
                Case(
                    name: "UTF-16LE", path: path, body: body.data(using: .utf16LittleEndian)!,
                    message: "request body is UTF-16LE; JSON must be sent as UTF-8 (RFC 8259)"),
                Case(
                    name: "UTF-16 with BOM", path: path,
                    body: Data([0xFF, 0xFE]) + body.data(using: .utf16LittleEndian)!,
                    message:
                        "request body is UTF-16LE (with a byte order mark); JSON must be sent as UTF-8 (RFC 8259)"),
                Case(
                    name: "UTF-32LE", path: path, body: body.data(using: .utf32LittleEndian)!,
                    message: "request body is UTF-32LE; JSON must be sent as UTF-8 (RFC 8259)"),
            ]
        }
        cases += [
            Case(
                name: "trailing comma", path: "/api/auth/set-passcode", body: Data(#"{"passcode": "111111",}"#.utf8),
                message: "request body is not valid JSON: trailing comma at byte 21"),
            Case(
                name: "trailing comma", path: "/v1/auth/login",
                body: Data(#"{"email": "a@b.co", "password": [1,]}"#.utf8),
                message: "request body is not valid JSON: trailing comma at byte 34"),
            Case(
                name: "16,383 [", path: "/v1/auth/forgot-password",
                body: Data(repeating: UInt8(ascii: "["), count: 16_383),
                message: "request body nests arrays and objects deeper than 32 levels (at byte 32)"),
            Case(
                name: "invalid UTF-8", path: "/api/auth/set-passcode", body: Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]),
                message: "request body is not valid UTF-8 (at byte 2); JSON must be sent as UTF-8 (RFC 8259)"),
        ]
        return cases
    }

    @Test(arguments: cases())
    func aBodyBreakingTheRuleIsA400NamingWhatAndChangesNothing(_ c: Case) async throws {
        try await ServerFixture.with { f in
            let answer = try await f.raw("POST", c.path, body: c.body)
            #expect(answer.status == 400)
            let object = try #require(try JSONSerialization.jsonObject(with: answer.data) as? [String: Any])
            #expect((object["error"] ?? object["detail"]) as? String == c.message)
            #expect(try await f.api.currentUser().hasPasscode == false)
            await f.server.passwordReset.waitForSentMail()
            #expect(f.outbox.sent.isEmpty)
        }
    }

    @Test func aCharsetOtherThanUTF8IsRefusedNamingIt() async throws {
        try await ServerFixture.with { f in
            let body = #"{"passcode": "111111"}"#
            let socket = try RawSocket.connect(port: f.running.port)
            let head =
                "POST /api/auth/set-passcode HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Authorization: Bearer \(BearerTokens.developmentToken)\r\n"
                + "Content-Type: application/json; charset=\"UTF-16\"\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            try socket.send(Array((head + body).utf8))
            let answer = try RawHTTP.parse(await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes)
            #expect(answer.status == 400)
            #expect(answer.body.contains("Content-Type declares charset=UTF-16; JSON must be sent as UTF-8"))
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }

    /// Eight deep bodies and eight requests of another client, all in flight at once: every deep body is refused
    /// and every other request answered (a server stuck on a deep body would leave them unanswered until
    /// URLSession's 60 s timeout). How long the other client waits is `server-bench`'s figure, not a verdict here.
    @Test func eightDeepBodiesAtOnceLeaveOtherClientsServed() async throws {
        enum Answer {
            case deep(Int)
            case other(hasPasscode: Bool)
        }
        try await ServerFixture.with { f in
            let deep = Data(repeating: UInt8(ascii: "["), count: 16_383)
            var deepStatuses: [Int] = []
            var otherAnswers: [Bool] = []
            try await withThrowingTaskGroup(of: Answer.self) { group in
                for _ in 0..<8 {
                    group.addTask { .deep(try await f.raw("POST", "/api/auth/set-passcode", body: deep).status) }
                    group.addTask { .other(hasPasscode: try await f.otherAPI.currentUser().hasPasscode) }
                }
                for try await answer in group {
                    switch answer {
                    case .deep(let status): deepStatuses.append(status)
                    case .other(let hasPasscode): otherAnswers.append(hasPasscode)
                    }
                }
            }
            #expect(deepStatuses == Array(repeating: 400, count: 8))
            #expect(otherAnswers == Array(repeating: false, count: 8), "the other client was not served")
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }
}
