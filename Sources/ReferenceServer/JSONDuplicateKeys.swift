import Foundation

/// The duplicate-key rule of every JSON body the server decodes: an object naming the same key twice is refused
/// (400 naming the key), because parsers disagree on which one wins (Foundation's decoder keeps the first, most
/// others the last), so a proxy that checked one value and the server that used the other could disagree about
/// the same request.
///
/// A scan of the bytes, not a parser: it follows strings (with their escapes), objects and arrays, and leaves
/// numbers, literals and syntax errors to the decoder. Keys compare after unescaping (`"a"` and `"\u0061"` are the
/// same key). It reports a duplicate only in a body whose brackets and strings are well formed, so a malformed body
/// still gets the decoder's "not valid JSON".
/// ```swift
/// JSONDuplicateKeys.first(in: Data(#"{"email": "a@b.co", "email": "c@d.co"}"#.utf8))  // "email"
/// JSONDuplicateKeys.first(in: Data(#"{"a": {"a": 1}}"#.utf8))                         // nil: different objects
/// ```
enum JSONDuplicateKeys {
    private enum Container {
        /// An object: the keys seen so far, the key path to it, and whether the next string is a key.
        case object(keys: Set<String>, path: String, expectingKey: Bool)
        /// An array and the key path to it.
        case array(path: String)
    }

    /// The first duplicated key, as a dotted path from the top (`policy.name`), or nil when there is none or the
    /// body is not well formed.
    static func first(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var stack: [Container] = []
        var found: String?
        var lastKey: String?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(keys: [], path: childPath(of: stack.last, key: lastKey), expectingKey: true))
                index += 1
            case UInt8(ascii: "["):
                stack.append(.array(path: childPath(of: stack.last, key: lastKey)))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let top = stack.popLast() else { return nil }
                switch (top, byte) {
                case (.object, UInt8(ascii: "}")), (.array, UInt8(ascii: "]")): break
                default: return nil
                }
                if stack.isEmpty { return trailingIsBlank(bytes, after: index + 1) ? found : nil }
                index += 1
            case UInt8(ascii: ","):
                if case .object(let keys, let path, _) = stack.last {
                    stack[stack.count - 1] = .object(keys: keys, path: path, expectingKey: true)
                }
                index += 1
            case UInt8(ascii: "\""):
                guard let end = stringEnd(bytes, from: index) else { return nil }
                if case .object(var keys, let path, true) = stack.last {
                    guard let key = unescaped(bytes[index...end]) else { return nil }
                    if found == nil, !keys.insert(key).inserted { found = path.isEmpty ? key : "\(path).\(key)" }
                    stack[stack.count - 1] = .object(keys: keys, path: path, expectingKey: false)
                    lastKey = key
                }
                index = end + 1
            default:
                index += 1  // whitespace, colons, numbers, literals: the decoder checks them
            }
        }
        return nil  // unclosed, or not a container at all
    }

    /// The key path of a container opening inside `parent`, after the key `key` when `parent` is an object.
    private static func childPath(of parent: Container?, key: String?) -> String {
        switch parent {
        case .none: return ""
        case .object(_, let path, _): return [path, key ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
        case .array(let path): return path + "[]"
        }
    }

    /// The index of the quote closing the string that opens at `start`, or nil when it never closes.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index
            default: index += 1
            }
        }
        return nil
    }

    /// The value of a quoted JSON string (escapes decoded only when it has some).
    private static func unescaped(_ quoted: ArraySlice<UInt8>) -> String? {
        let inner = quoted.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return try? JSONDecoder().decode(String.self, from: Data(quoted))
    }

    private static func trailingIsBlank(_ bytes: [UInt8], after index: Int) -> Bool {
        bytes[index...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}
