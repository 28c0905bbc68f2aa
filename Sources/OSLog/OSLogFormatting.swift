#if os(Linux)
    import Foundation

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

    /// How an integer is written: `\(code, format: .hex)`
    /// (developer.apple.com/documentation/os/oslogintegerformatting).
    public struct OSLogIntegerFormatting: Sendable {
        let radix: Int
        let prefix: Bool

        /// Decimal.
        public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false)
        /// Hexadecimal, without `0x`.
        public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false)
        /// Octal.
        public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false)
        /// Hexadecimal, with `0x` when `explicitPrefix` (uppercase digits are not applied).
        public static func hex(explicitPrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(radix: 16, prefix: explicitPrefix)
        }
        /// Decimal (Apple's `explicitPositiveSign`/`minDigits` options are not applied).
        public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
            .decimal
        }

        func apply<T: BinaryInteger>(_ value: T) -> String {
            (prefix ? (radix == 16 ? "0x" : "0") : "") + String(value, radix: radix)
        }
    }

    /// How a floating-point number is written (developer.apple.com/documentation/os/oslogfloatformatting).
    public struct OSLogFloatFormatting: Sendable {
        let precision: Int?

        /// Six decimals, as `%f`.
        public static let fixed = OSLogFloatFormatting(precision: nil)
        /// `precision` decimals.
        public static func fixed(precision: @autoclosure () -> Int) -> OSLogFloatFormatting {
            OSLogFloatFormatting(precision: precision())
        }

        func apply(_ value: Double) -> String { String(format: "%.\(precision ?? 6)f", value) }
    }

    /// How a Boolean is written (developer.apple.com/documentation/os/oslogboolformat).
    public enum OSLogBoolFormat: Sendable {
        /// `true` / `false`.
        case truth
        /// `YES` / `NO`.
        case answer
    }
#endif
