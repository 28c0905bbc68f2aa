import Foundation
import LockCore

/// Case ids: rendering the matrix `id` template and sanitising ids for command lines and JUnit.
public enum ScenarioCaseID {
    /// Characters kept as they are; anything else becomes `_`.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_" || scalar == "."
    }

    /// An id safe to pass to `--case` unquoted and to use in JUnit: letters, digits, `-`, `_`, `.`; runs of other
    /// ASCII characters become one `_`; each non-ASCII character (after NFC normalisation) becomes its code point,
    /// `_u` and four hex digits (`_U` and eight beyond the BMP), so `café` is `caf_u00E9` and `日本` is
    /// `_u65E5_u672C`, and values that differ only in such characters keep distinct ids; a leading `-` (which would
    /// look like a flag) becomes `_`; empty becomes `case`.
    public static func sanitize(_ raw: String) -> String {
        finish(sanitizedPart(raw))
    }

    /// `raw` with each run of ASCII characters that are not allowed replaced by one `_`, and each non-ASCII
    /// character by `_uXXXX` (or `_UXXXXXXXX`; its `_` also ends a run before it). Parts joined with `-` (allowed,
    /// so no run crosses a join) and then ``finish(_:)``ed give the same id as sanitising the joined text.
    static func sanitizedPart(_ raw: String) -> String {
        if raw.utf8.allSatisfy(isAllowed(byte:)) { return raw }
        if raw.utf8.allSatisfy({ $0 < 0x80 }) { return sanitizedASCII(raw) }
        let text = raw.precomposedStringWithCanonicalMapping
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        var lastWasReplacement = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if isAllowed(byte: UInt8(scalar.value)) {
                    output.unicodeScalars.append(scalar)
                    lastWasReplacement = false
                } else if !lastWasReplacement {
                    output += "_"
                    lastWasReplacement = true
                }
            } else {
                if !lastWasReplacement { output += "_" }
                let wide = scalar.value > 0xFFFF
                let digits = String(scalar.value, radix: 16, uppercase: true)
                output += (wide ? "U" : "u") + String(repeating: "0", count: (wide ? 8 : 4) - digits.count) + digits
                lastWasReplacement = false
            }
        }
        return output
    }

    /// ``sanitizedPart(_:)`` of ASCII text, worked on its bytes (the common case, at every case's id).
    private static func sanitizedASCII(_ raw: String) -> String {
        String(unsafeUninitializedCapacity: raw.utf8.count) { output in
            var count = 0
            var lastWasReplacement = false
            for byte in raw.utf8 {
                if isAllowed(byte: byte) {
                    output[count] = byte
                    lastWasReplacement = false
                } else if !lastWasReplacement {
                    output[count] = UInt8(ascii: "_")
                    lastWasReplacement = true
                } else {
                    continue
                }
                count += 1
            }
            return count
        }
    }

    /// Whether `byte` is an allowed character's (see ``isAllowed(_:)``).
    private static func isAllowed(byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// The whole-id rules: a leading `-` becomes `_`; empty becomes `case`.
    static func finish(_ id: String) -> String {
        if id.hasPrefix("-") { return "_" + id.dropFirst() }
        return id.isEmpty ? "case" : id
    }

    /// A value's text in a default id: a scalar as written, anything else as described.
    static func text(of value: ScenarioValue) -> String {
        value.isScalar ? (value.scalarText ?? value.description) : value.description
    }

    /// A piece of an id template: literal text, or a variable's placeholder.
    enum TemplatePiece: Sendable, Equatable {
        case text(String)
        case variable(String)
    }

    /// `template` (`{sensor}-{outcome}`; `{{` and `}}` are literal braces) split into text and placeholders, each
    /// placeholder naming one of `known`.
    static func pieces(of template: ScenarioValue, known: [String]) throws(ScenarioError) -> [TemplatePiece] {
        let text = try template.string()
        var pieces: [TemplatePiece] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{", next < text.endIndex, text[next] == "{" {
                literal.append("{")
                index = text.index(after: next)
            } else if character == "}", next < text.endIndex, text[next] == "}" {
                literal.append("}")
                index = text.index(after: next)
            } else if character == "{" {
                guard let close = text[next...].firstIndex(of: "}") else {
                    throw ScenarioError(.other("'{' without a closing '}' in id template \"\(text)\""), at: template)
                }
                let name = String(text[next..<close])
                guard known.contains(name) else {
                    throw ScenarioError(
                        .unknownVariable(
                            name, known: known, suggestion: NameSuggestion.closest(to: name, among: known)),
                        at: template)
                }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.variable(name))
                index = text.index(after: close)
            } else {
                literal.append(character)
                index = next
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }

    /// The text a placeholder for `name` puts in an id: the value's scalar text.
    static func placeholderText(
        _ value: ScenarioValue, name: String, template: ScenarioValue
    ) throws(ScenarioError) -> String {
        guard value.isScalar, let rendered = value.scalarText else {
            throw ScenarioError(
                .typeMismatch(expected: "a scalar for '{\(name)}' in the id", found: value.foundDescription),
                at: template)
        }
        return rendered
    }

    /// Renders `template` for a row, unsanitised.
    public static func render(
        template: ScenarioValue, row: ScenarioMatrixRow, known: [String]
    ) throws(ScenarioError) -> String {
        var output = ""
        for piece in try pieces(of: template, known: known) {
            switch piece {
            case .text(let text):
                output += text
            case .variable(let name):
                guard let value = row[name] else {
                    throw ScenarioError(
                        .other("the id template uses '{\(name)}' but \(row.origin) has no '\(name)'"),
                        at: template)
                }
                output += try placeholderText(value, name: name, template: template)
            }
        }
        return output
    }

    /// The default id: the row's parameter values joined with `-`.
    public static func defaultID(for row: ScenarioMatrixRow) -> String {
        row.parameterKeys.compactMap { row[$0].map(text(of:)) }.joined(separator: "-")
    }
}
