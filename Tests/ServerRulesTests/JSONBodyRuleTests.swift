import Foundation
import ServerRules
import Testing

/// The JSON body rule called directly (the servers' tests send the same bodies over loopback).
struct JSONBodyRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let body: [UInt8]
        let expected: JSONBodyViolation?
        var testDescription: String { String(decoding: body, as: UTF8.self).debugDescription }

        init(_ text: String, _ expected: JSONBodyViolation?) {
            self.body = Array(text.utf8)
            self.expected = expected
        }

        init(bytes: [UInt8], _ expected: JSONBodyViolation?) {
            self.body = bytes
            self.expected = expected
        }
    }

    static func encoded(_ text: String, _ encoding: String.Encoding) -> [UInt8] {
        Array(text.data(using: encoding)!)
    }

    static let duplicate = #"{"passcode":"111111","passcode":"000000"}"#

    static let cases: [Case] = [
        Case(#"{"a": 1, "b": [true, false, null, -0.5e+3, "x\u00e9\ud83d\ude00"]}"#, nil),
        Case(#"  "just a string"  "#, nil),
        Case(#"{"a": 1, "a": 2}"#, .duplicateKey(path: "a")),
        Case(#"{"a": 1, "\u0061": 2}"#, .duplicateKey(path: "a")),
        Case(#"{"x": [{"k": 1, "k": 2}]}"#, .duplicateKey(path: "x[].k")),
        Case(#"{"x": {"k": 1}, "y": {"k": 2}}"#, nil),
        Case(#"{"a": 1, "a": 2"#, .malformed(offset: 15)),
        Case(#"[1, 2,]"#, .trailingComma(offset: 5)),
        Case(#"{"a": 1,}"#, .trailingComma(offset: 7)),
        Case(#"{"a": 01}"#, .malformed(offset: 7)),
        Case(#"{"a": "tab\there"}"#, nil),
        Case("{\"a\": \"raw\ttab\"}", .malformed(offset: 10)),
        Case(#"{"a": "\ud800"}"#, .malformed(offset: 7)),
        Case(String(repeating: "[", count: 33) + String(repeating: "]", count: 33), .tooDeep(limit: 32, offset: 32)),
        Case(String(repeating: "[", count: 32) + String(repeating: "]", count: 32), nil),
        Case(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), .byteOrderMark),
        Case(bytes: Array(#"{"a": ""#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8), .invalidUTF8(offset: 7)),
        Case(bytes: encoded(duplicate, .utf16LittleEndian), .notUTF8(encoding: "UTF-16LE")),
        Case(bytes: encoded(duplicate, .utf16BigEndian), .notUTF8(encoding: "UTF-16BE")),
        Case(
            bytes: [0xFF, 0xFE] + encoded(duplicate, .utf16LittleEndian),
            .notUTF8(encoding: "UTF-16LE (with a byte order mark)")),
        Case(bytes: encoded(duplicate, .utf32LittleEndian), .notUTF8(encoding: "UTF-32LE")),
        Case(bytes: encoded(duplicate, .utf32BigEndian), .notUTF8(encoding: "UTF-32BE")),
    ]

    @Test(arguments: cases)
    func eachBodyGetsItsVerdict(_ c: Case) {
        #expect(JSONBodyRule().violation(in: c.body) == c.expected)
    }

    /// The scan stops at the byte where the limit is passed (offset 32 of 16,383), whatever follows; what a server
    /// spends on such bodies is `server-bench hard-edges`' figure (peak memory, another client's `/me`).
    @Test func sixteenKilobytesOfOpenBracketsStopAtTheLimit() {
        let body = [UInt8](repeating: UInt8(ascii: "["), count: 16_383)
        #expect(JSONBodyRule().violation(in: body) == .tooDeep(limit: 32, offset: 32))
        #expect(JSONBodyRule(maxDepth: 4).violation(in: body) == .tooDeep(limit: 4, offset: 4))
    }

    /// A flat body of 2,000 keys passes, and the scan keeps every key it saw: the same body with the first key
    /// repeated last is a duplicate.
    @Test func aLongFlatBodyWithManyKeysKeepsEveryKey() {
        let members = (0..<2_000).map { #""key\#($0)": [\#($0), {"k": "v"}]"# }
        let body = Array("{\(members.joined(separator: ","))}".utf8)
        #expect(JSONBodyRule().violation(in: body) == nil)
        let repeated = Array("{\(members.joined(separator: ",")), \(members[0])}".utf8)
        #expect(JSONBodyRule().violation(in: repeated) == .duplicateKey(path: "key0"))
    }
}
