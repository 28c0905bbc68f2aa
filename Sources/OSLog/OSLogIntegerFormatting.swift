#if os(Linux)
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
#endif
