/// Turns the bytes a terminal in raw mode sends into ``LineEditor/Key``s: UTF-8 text, control keys, and the escape
/// sequences of arrows, Home, End and Delete (`ESC [ A`, `ESC O H`, `ESC [ 3 ~`, ...). A sequence split across reads
/// waits for its next byte; unknown sequences are swallowed whole, never typed as text.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B])   // []  (waiting)
/// decoder.feed([0x41])         // [.up]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// The keys completed by `bytes` (with what was pending before).
    public mutating func feed(_ bytes: [UInt8]) -> [LineEditor.Key] {
        pending += bytes
        var keys: [LineEditor.Key] = []
        while !pending.isEmpty {
            guard let (key, used) = Self.decode(pending) else { break }  // incomplete: wait for more
            pending.removeFirst(used)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// The first key of `bytes` (nil for bytes that mean nothing here) and how many bytes it took; nil when the
    /// bytes end in the middle of a key.
    static func decode(_ bytes: [UInt8]) -> (LineEditor.Key?, Int)? {
        let first = bytes[0]
        switch first {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01: return (.home, 1)
        case 0x05: return (.end, 1)
        case 0x02: return (.left, 1)
        case 0x06: return (.right, 1)
        case 0x10: return (.up, 1)
        case 0x0E: return (.down, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x0B: return (.killToEnd, 1)
        case 0x15: return (.killToStart, 1)
        case 0x17: return (.killWord, 1)
        case 0x0C: return (.clearScreen, 1)
        case 0x1B: return escape(bytes)
        case ..<0x20: return (nil, 1)
        default: return text(bytes)
        }
    }

    /// `ESC [ params final` or `ESC O final`.
    private static func escape(_ bytes: [UInt8]) -> (LineEditor.Key?, Int)? {
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            var end = 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[2..<end], as: UTF8.self)
            let key: LineEditor.Key? =
                switch (bytes[end], parameters) {
                case (UInt8(ascii: "A"), _): .up
                case (UInt8(ascii: "B"), _): .down
                case (UInt8(ascii: "C"), _): .right
                case (UInt8(ascii: "D"), _): .left
                case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
                case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
                case (UInt8(ascii: "~"), "3"): .delete
                default: nil
                }
            return (key, end + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let key: LineEditor.Key? =
                switch bytes[2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                default: nil
                }
            return (key, 3)
        default:
            return (nil, 2)  // Alt-key: ignored
        }
    }

    /// One UTF-8 character (an invalid byte is dropped).
    private static func text(_ bytes: [UInt8]) -> (LineEditor.Key?, Int)? {
        let length =
            switch bytes[0] {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF7: 4
            case 0x80...0xFF: 0
            default: 1
            }
        guard length > 0 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        guard let scalar = String(validating: bytes[0..<length], as: UTF8.self)?.first else { return (nil, length) }
        return (.character(scalar), length)
    }
}
