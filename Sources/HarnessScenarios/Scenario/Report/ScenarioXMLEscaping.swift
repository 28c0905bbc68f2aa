import HarnessLanguage
/// XML 1.0 escaping for the JUnit report, including characters XML cannot carry at all.
public enum ScenarioXMLEscaping {
    /// Escapes text content: `&`, `<`, `>`; characters not allowed in XML 1.0 become U+FFFD.
    public static func text(_ raw: String) -> String {
        escape(raw, attribute: false)
    }

    /// Escapes an attribute value: also quotes, and tabs and line breaks as character references.
    public static func attribute(_ raw: String) -> String {
        escape(raw, attribute: true)
    }

    /// Appends `raw`, escaped as text or (with `attribute`) as an attribute value, to `out` as UTF-8.
    static func append(_ raw: String, attribute: Bool, to out: inout [UInt8]) {
        var raw = raw
        let appended = raw.withUTF8 { bytes in
            guard bytes.allSatisfy({ Self.needsNoEscape($0, attribute: attribute) }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if !appended { out.append(contentsOf: escape(raw, attribute: attribute).utf8) }
    }

    private static func escape(_ raw: String, attribute: Bool) -> String {
        // Most text (ids, names, parameters) is printable ASCII with nothing to escape: returned as it is.
        if raw.utf8.allSatisfy({ byte in Self.needsNoEscape(byte, attribute: attribute) }) { return raw }
        var output = ""
        output.unicodeScalars.reserveCapacity(raw.unicodeScalars.count)
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            case "'" where attribute: output += "&apos;"
            case "\n" where attribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where attribute: output += "&#9;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                output.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    /// Whether `byte` stands for itself in XML text (a newline too) or, with `attribute`, in an attribute value.
    private static func needsNoEscape(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): false
        case UInt8(ascii: "\""), UInt8(ascii: "'"): !attribute
        case UInt8(ascii: "\n"): !attribute
        case 0x20...0x7E: true
        default: false
        }
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
