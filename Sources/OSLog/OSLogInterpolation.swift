#if os(Linux)
    import Foundation

    /// The interpolations `Logger` accepts, with Apple's labels (`privacy:`, `align:`, `format:`); values are
    /// rendered when the message is built (Apple defers it; the text is the same).
    ///
    /// Apple: developer.apple.com/documentation/os/osloginterpolation. Difference: Apple accepts only its listed
    /// kinds (strings, `CustomStringConvertible`, integers, floating point, Booleans, `NSObject`, metatypes); this
    /// shim also takes any `Error`, so a file that compiles here may still need `.localizedDescription` in Xcode.
    public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
        struct Part: Sendable {
            var text: String
            var redacted: String
        }

        var parts: [Part] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// A literal part: always public.
        public mutating func appendLiteral(_ literal: String) { parts.append(Part(text: literal, redacted: literal)) }

        /// A string (redacted unless `.public`).
        public mutating func appendInterpolation(
            _ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            append(align.apply(argumentString()), privacy: privacy, isScalar: false)
        }

        /// A value shown by its `description` (redacted unless `.public`; a number or Boolean that lands here,
        /// when no other argument picks its own overload, stays public under `.auto` as Apple's does).
        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            let value = value()
            let isScalar = value is any BinaryInteger || value is any BinaryFloatingPoint || value is Bool
            append(align.apply(value.description), privacy: privacy, isScalar: isScalar)
        }

        /// An integer (public unless `.private`/`.sensitive`).
        public mutating func appendInterpolation<T: BinaryInteger>(
            _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            append(align.apply(format.apply(number())), privacy: privacy, isScalar: true)
        }

        /// A floating-point number (public unless `.private`/`.sensitive`).
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            append(align.apply(format.apply(number())), privacy: privacy, isScalar: true)
        }

        /// A Boolean, as `true`/`false` (or `.answer`: `YES`/`NO`).
        public mutating func appendInterpolation(
            _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
        ) {
            let value = boolean()
            let text = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
            append(text, privacy: privacy, isScalar: true)
        }

        /// A metatype, as its name: `\(type(of: self))`.
        public mutating func appendInterpolation(
            _ value: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            append(align.apply(String(describing: value())), privacy: privacy, isScalar: false)
        }

        /// An error, as `String(describing:)` (not in Apple's list; see the type's note).
        public mutating func appendInterpolation(
            _ error: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto
        ) {
            append(String(describing: error()), privacy: privacy, isScalar: false)
        }

        private mutating func append(_ text: String, privacy: OSLogPrivacy, isScalar: Bool) {
            parts.append(Part(text: text, redacted: privacy.render(text, isScalar: isScalar)))
        }
    }
#endif
