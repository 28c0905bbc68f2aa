#if os(Linux)
    import Foundation

    /// A log message written as a string literal with interpolations: `"Unlocked \(count) times by \(user,
    /// privacy: .private)"`. Each interpolation keeps its privacy, so the message has a full form and the redacted
    /// form a production log shows.
    ///
    /// Apple: developer.apple.com/documentation/os/oslogmessage and OSLogInterpolation. Difference: Apple's compiler
    /// checks that the message is a literal (it cannot be a `String` variable); here any interpolation compiles.
    public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
        /// The message's parts.
        public let interpolation: OSLogInterpolation

        /// A message from a literal with interpolations.
        public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

        /// A message from a plain literal.
        public init(stringLiteral value: String) {
            var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
            interpolation.appendLiteral(value)
            self.interpolation = interpolation
        }

        /// The message with every value shown.
        public var fullText: String { interpolation.parts.map(\.text).joined() }

        /// The message as a production log shows it (private values redacted).
        public var redactedText: String { interpolation.parts.map(\.redacted).joined() }
    }
#endif
