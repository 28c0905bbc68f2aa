/// One pass of RFC 8259's grammar over UTF-8 bytes for ``JSONBodyRule``: throws the first grammar, trailing-comma
/// or depth violation and records the first duplicated key. Recursion depth is bounded by `maxDepth`; what it keeps
/// is the key sets of the open objects and the path to the current value, so its memory is linear in the body.
struct JSONGrammarScan {
    /// One step of the path from the top to the current value.
    private enum Step {
        case key(String)
        case element
    }

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var path: [Step] = []
    /// The first duplicated key's dotted path (`x.k`, `x[].k`), if any.
    private(set) var firstDuplicate: String?

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// One value surrounded by whitespace, and nothing else.
    mutating func document() throws(JSONBodyViolation) {
        skipWhitespace()
        try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw .malformed(offset: index) }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(JSONBodyViolation) {
        switch current {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    private mutating func object(depth: Int) throws(JSONBodyViolation) {
        guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth, offset: index) }
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return
        }
        var keys: Set<String> = []
        while true {
            guard current == UInt8(ascii: "\"") else { throw .malformed(offset: index) }
            let key = try string()
            if !keys.insert(key).inserted, firstDuplicate == nil { firstDuplicate = dotted(path + [.key(key)]) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw .malformed(offset: index) }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            try value(depth: depth)
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: "}"):
                index += 1
                return
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw .trailingComma(offset: comma) }
            default: throw .malformed(offset: index)
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONBodyViolation) {
        guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth, offset: index) }
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return
        }
        path.append(.element)
        defer { path.removeLast() }
        while true {
            try value(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: "]"):
                index += 1
                return
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw .trailingComma(offset: comma) }
            default: throw .malformed(offset: index)
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONBodyViolation) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else { throw .malformed(offset: index) }
        index += expected.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(JSONBodyViolation) {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw .malformed(offset: start) }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw .malformed(offset: index) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw .malformed(offset: index) }
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    /// A string starting at the opening quote; returns its value (escapes decoded). The bytes are valid UTF-8
    /// already; control characters must be escaped, and `\u` escapes must pair their surrogates.
    private mutating func string() throws(JSONBodyViolation) -> String {
        index += 1
        let start = index
        var decoded: [UInt8]?
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: decoded ?? Array(bytes[start..<index - 1]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                if decoded == nil { decoded = Array(bytes[start..<index]) }
                try escape(into: &decoded!)
            case 0x00..<0x20:
                throw .malformed(offset: index)
            default:
                decoded?.append(byte)
                index += 1
            }
        }
        throw .malformed(offset: index)
    }

    private mutating func escape(into decoded: inout [UInt8]) throws(JSONBodyViolation) {
        let start = index
        index += 1
        guard let kind = current else { throw .malformed(offset: start) }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[kind] {
            decoded.append(byte)
            return
        }
        guard kind == UInt8(ascii: "u") else { throw .malformed(offset: start) }
        var unit = try hex4(at: start)
        if (0xDC00...0xDFFF).contains(unit) { throw .malformed(offset: start) }
        if (0xD800...0xDBFF).contains(unit) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
            else { throw .malformed(offset: start) }
            index += 2
            let low = try hex4(at: start)
            guard (0xDC00...0xDFFF).contains(low) else { throw .malformed(offset: start) }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(unit) else { throw .malformed(offset: start) }
        decoded.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func hex4(at start: Int) throws(JSONBodyViolation) -> UInt32 {
        guard bytes.count - index >= 4 else { throw .malformed(offset: start) }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw .malformed(offset: start) }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private func dotted(_ steps: [Step]) -> String {
        var text = ""
        for step in steps {
            switch step {
            case .element: text += "[]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
        return text
    }
}
