/// Why ``JSONBodyRule`` refuses a request body: each case names what is wrong and where, for a 400 a client can act
/// on.
public enum JSONBodyViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body is in another Unicode encoding (`UTF-16LE`, `UTF-32BE`, ...), detected from its byte order mark or
    /// its pattern of zero bytes (RFC 8259 §8.1: JSON between systems is UTF-8).
    case notUTF8(encoding: String)
    /// `Content-Type` declares a charset other than UTF-8 (`charset` as sent).
    case declaredCharset(String)
    /// The body starts with a UTF-8 byte order mark (RFC 8259 §8.1: senders must not add one).
    case byteOrderMark
    /// The bytes from `offset` are not well-formed UTF-8.
    case invalidUTF8(offset: Int)
    /// Not JSON: the grammar fails at byte `offset`.
    case malformed(offset: Int)
    /// A `,` directly before `]` or `}` at byte `offset`.
    case trailingComma(offset: Int)
    /// Arrays and objects nest deeper than `limit` at byte `offset`.
    case tooDeep(limit: Int, offset: Int)
    /// An object names a key twice; `path` is the dotted path from the top (`x.k`, `x[].k`).
    case duplicateKey(path: String)

    /// The message of the 400 (or 415) answer.
    public var description: String {
        switch self {
        case .notUTF8(let encoding):
            "request body is \(encoding); JSON must be sent as UTF-8 (RFC 8259)"
        case .declaredCharset(let charset):
            "Content-Type declares charset=\(charset.prefix(64)); JSON must be sent as UTF-8 (RFC 8259)"
        case .byteOrderMark:
            "request body starts with a UTF-8 byte order mark; send UTF-8 without one (RFC 8259)"
        case .invalidUTF8(let offset):
            "request body is not valid UTF-8 (at byte \(offset)); JSON must be sent as UTF-8 (RFC 8259)"
        case .malformed(let offset):
            "request body is not valid JSON (at byte \(offset))"
        case .trailingComma(let offset):
            "request body is not valid JSON: trailing comma at byte \(offset)"
        case .tooDeep(let limit, let offset):
            "request body nests arrays and objects deeper than \(limit) levels (at byte \(offset))"
        case .duplicateKey(let path):
            "duplicate key \(path.prefix(128)): each key may appear only once"
        }
    }
}
