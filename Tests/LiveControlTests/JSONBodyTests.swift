import Foundation
import Harness
import LiveControl
import Testing

/// Issue 38: `POST /api/steps` with JSON reads its body under the reference server's rule (UTF-8 only, no
/// duplicate key, no trailing comma, bounded nesting): a body two parsers could read two ways is a 400 naming what.
struct JSONBodyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let body: [UInt8]
        let message: String
        var testDescription: String { name }
    }

    static let duplicate = #"{"steps": ["launch"], "steps": ["background"]}"#

    static let cases: [Case] = [
        Case(
            name: "duplicate key", body: Array(duplicate.utf8),
            message: "malformed JSON body: duplicate key steps: each key may appear only once"),
        Case(
            name: "trailing comma", body: Array(#"{"steps": ["launch",]}"#.utf8),
            message: "malformed JSON body: request body is not valid JSON: trailing comma at byte 19"),
        Case(
            name: "unclosed", body: Array(#"{"steps": ["launch""#.utf8),
            message: #"malformed JSON body: expected {"steps": ["<step>", ...]} (not valid JSON at byte 19)"#),
        Case(
            name: "UTF-16LE", body: Array(duplicate.data(using: .utf16LittleEndian)!),
            message: "the body is UTF-16LE; send UTF-8 text"),
        Case(
            name: "deep", body: Array(#"{"steps": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: 60_000),
            message: "malformed JSON body: request body nests arrays and objects deeper than 32 levels (at byte 41)"),
    ]

    @Test(arguments: cases)
    func aJSONBodyBreakingTheRuleIs400AndAppliesNothing(_ c: Case) async throws {
        try await LiveControlRig.with { rig in
            let socket = try LoopbackSocket(port: rig.running.port, timeout: .seconds(60))
            let head =
                "POST /api/steps HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Authorization: Bearer \(LiveControlRig.token)\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(c.body.count)\r\n\r\n"
            socket.send(Array(head.utf8) + c.body)
            let text = await socket.read { _ in false }.text
            #expect(text.hasPrefix("HTTP/1.1 400"), "\(text.prefix(300))")
            let body = try #require(text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            #expect(json["error"] as? String == c.message)
            #expect(try await rig.state()["screen"] as? String == "not-running")
        }
    }
}
