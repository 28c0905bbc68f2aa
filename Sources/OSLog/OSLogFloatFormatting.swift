#if os(Linux)
    import Foundation

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
#endif
