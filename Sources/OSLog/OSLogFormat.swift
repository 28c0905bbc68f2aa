#if os(Linux)
    import Foundation

    /// `os_log`'s format strings: each `%{public}`/`%{private}` annotation removed for `String(format:)`, and each
    /// argument rendered alone so that private ones can be redacted.
    enum OSLogFormat {
        /// The full and redacted texts of `format` with `args`.
        static func render(_ format: String, _ args: [any CVarArg]) -> (full: String, redacted: String) {
            var full = ""
            var redacted = ""
            var remaining = Substring(format)
            var index = 0
            while let percent = remaining.firstIndex(of: "%") {
                let literal = String(remaining[..<percent])
                full += literal
                redacted += literal
                var rest = remaining[remaining.index(after: percent)...]
                if rest.first == "%" {
                    full += "%"
                    redacted += "%"
                    remaining = rest.dropFirst()
                    continue
                }
                var privacy = ""
                if rest.first == "{", let close = rest.firstIndex(of: "}") {
                    privacy = String(rest[rest.index(after: rest.startIndex)..<close])
                    rest = rest[rest.index(after: close)...]
                }
                guard let end = rest.firstIndex(where: { "@dDiuUxXoOfFeEgGcCsSpaA".contains($0) }) else { break }
                let spec = "%" + rest[...end]
                let conversion = rest[end]
                remaining = rest[rest.index(after: end)...]
                let text = index < args.count ? String(format: String(spec), args[index]) : String(spec)
                index += 1
                let isObject = conversion == "@" || conversion == "s" || conversion == "S"
                let hidden = privacy.contains("private") || (isObject && !privacy.contains("public"))
                full += text
                redacted += hidden ? "<private>" : text
            }
            full += remaining
            redacted += remaining
            return (full, redacted)
        }
    }
#endif
