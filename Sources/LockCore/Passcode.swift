/// A validated passcode: exactly six ASCII digits `0`-`9`.
///
/// Construction is the only place a passcode is checked, so every API that takes a
/// `Passcode` can rely on it being well-formed:
///
/// ```swift
/// let pin = try Passcode("482916")          // ok
/// _ = try Passcode("１２３４５６")            // throws .nonASCIIDigit(position: 1)
/// ```
///
/// The blocklist of common passcodes is *not* applied here: the seeds accept any six digits,
/// so the blocklist is a policy decision made at set/change time (see ``PasscodeBlocklist``).
public struct Passcode: Sendable, Hashable, CustomStringConvertible {
    /// The required number of digits.
    public static let length = 6

    /// The six ASCII digits.
    public let digits: String

    /// Validates `text` as a passcode.
    /// - Throws: ``PasscodeValidationError`` saying what is wrong and where.
    public init(_ text: String) throws(PasscodeValidationError) {
        if text.isEmpty { throw .empty }
        var count = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let position = index + 1
            switch scalar.value {
            case 0x30...0x39: count += 1
            case 0x00: throw .nulCharacter(position: position)
            default:
                if scalar.properties.numericType != nil {
                    throw .nonASCIIDigit(position: position, character: String(scalar))
                }
                if scalar.properties.isWhitespace {
                    throw .whitespace(position: position)
                }
                throw .notADigit(position: position, character: String(scalar))
            }
        }
        guard count == Self.length else { throw .wrongLength(actual: count) }
        self.digits = text
    }

    /// Masked so that passcodes never end up in logs or reports.
    public var description: String { "Passcode(******)" }
}
