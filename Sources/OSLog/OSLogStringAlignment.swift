#if os(Linux)
    /// Padding of an interpolated value: `\(name, align: .left(columns: 10))`
    /// (developer.apple.com/documentation/os/oslogstringalignment).
    public struct OSLogStringAlignment: Sendable {
        let columns: Int
        let left: Bool

        /// No padding.
        public static let none = OSLogStringAlignment(columns: 0, left: false)
        /// Padded with spaces on the left to `columns`.
        public static func right(columns: Int) -> OSLogStringAlignment {
            OSLogStringAlignment(columns: columns, left: false)
        }
        /// Padded with spaces on the right to `columns`.
        public static func left(columns: Int) -> OSLogStringAlignment {
            OSLogStringAlignment(columns: columns, left: true)
        }

        func apply(_ text: String) -> String {
            let padding = String(repeating: " ", count: max(0, columns - text.count))
            return left ? text + padding : padding + text
        }
    }
#endif
