import Foundation

/// The JSON body rule of both servers, checked before any decoder sees the bytes: UTF-8 only, strict RFC 8259
/// grammar (no trailing commas), at most ``maxDepth`` levels of arrays and objects, and no object naming a key twice.
///
/// Parsers disagree on duplicates (Foundation's decoder keeps the first value, most others the last), on trailing
/// commas and on encodings (Foundation transcodes UTF-16 and UTF-32 bodies), so a proxy that checked one reading and
/// the server that used another could disagree about the same request; the rule leaves one reading. It is a single
/// pass that keeps, per open container, only the keys seen so far and the key leading to it: memory and time are
/// linear in the body, and recursion is bounded by ``maxDepth`` (a body of 16,000 `[` is refused at byte
/// ``maxDepth``).
/// ```swift
/// let rule = JSONBodyRule()
/// rule.violation(in: Array(#"{"a": 1, "a": 2}"#.utf8))   // .duplicateKey(path: "a")
/// rule.violation(in: Array(#"[1, 2,]"#.utf8))            // .trailingComma(offset: 5)
/// rule.violation(in: Array(#"{"a": [1, {"b": 2}]}"#.utf8)) // nil: well formed
/// ```
public struct JSONBodyRule: Sendable {
    /// The default nesting limit: the servers' shapes nest two or three levels.
    public static let defaultMaxDepth = 32

    /// The most arrays and objects open at once.
    public let maxDepth: Int

    /// A rule with `maxDepth` levels of nesting.
    public init(maxDepth: Int = JSONBodyRule.defaultMaxDepth) { self.maxDepth = maxDepth }

    /// What is wrong with `bytes` as a JSON body, or nil when nothing is. The encoding is checked first, then
    /// UTF-8, then the grammar and the depth; a duplicate key is reported only for a body that is otherwise well
    /// formed, so a malformed body is told it is malformed.
    public func violation(in bytes: [UInt8]) -> JSONBodyViolation? {
        if let encoding = Self.otherEncoding(of: bytes) { return .notUTF8(encoding: encoding) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .byteOrderMark }
        if let offset = Self.firstInvalidUTF8(in: bytes) { return .invalidUTF8(offset: offset) }
        var parser = JSONGrammarScan(bytes: bytes, maxDepth: maxDepth)
        do {
            try parser.document()
        } catch {
            return error
        }
        return parser.firstDuplicate.map { .duplicateKey(path: $0) }
    }

    /// `.declaredCharset` when `contentType` (a `Content-Type` value) names a charset other than UTF-8; nil when it
    /// names UTF-8 or none.
    public static func violation(ofContentType contentType: String?) -> JSONBodyViolation? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
            let charset = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if !["utf-8", "utf8"].contains(charset.lowercased()) { return .declaredCharset(charset) }
        }
        return nil
    }

    /// The Unicode encoding other than UTF-8 that `bytes` is in, from a byte order mark or (RFC 4627 §3) the zero
    /// bytes around the first ASCII character; nil for UTF-8 (or anything that is not one of the others).
    public static func otherEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE (with a byte order mark)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE (with a byte order mark)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE (with a byte order mark)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE (with a byte order mark)" }
        guard bytes.count >= 2 else { return nil }
        let zero = bytes.prefix(4).map { $0 == 0 }
        switch (zero[0], zero[1]) {
        case (true, true): return "UTF-32BE"
        case (true, false): return "UTF-16BE"
        case (false, true): return zero.count == 4 && zero[2] && zero[3] ? "UTF-32LE" : "UTF-16LE"
        case (false, false): return nil
        }
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (no overlongs, no
    /// surrogates, nothing above U+10FFFF), or nil when every byte does.
    public static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            var second: ClosedRange<UInt8> = 0x80...0xBF
            let continuations: Int
            switch lead {
            case 0xC2...0xDF: continuations = 1
            case 0xE0: (continuations, second) = (2, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: continuations = 2
            case 0xED: (continuations, second) = (2, 0x80...0x9F)
            case 0xF0: (continuations, second) = (3, 0x90...0xBF)
            case 0xF1...0xF3: continuations = 3
            case 0xF4: (continuations, second) = (3, 0x80...0x8F)
            default: return index
            }
            guard index + continuations < bytes.count, second.contains(bytes[index + 1]) else { return index }
            let rest = bytes[(index + 2)..<(index + 1 + continuations)]
            guard rest.allSatisfy({ (0x80...0xBF).contains($0) }) else { return index }
            index += continuations + 1
        }
        return nil
    }
}
