/// Why a string is not an acceptable passcode.
public enum PasscodeValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing was entered.
    case empty
    /// The passcode has the wrong number of digits.
    case wrongLength(actual: Int)
    /// A digit from another script (full-width, Arabic-Indic, ...) at a 1-based position.
    case nonASCIIDigit(position: Int, character: String)
    /// A space, tab or other whitespace at a 1-based position.
    case whitespace(position: Int)
    /// A NUL character at a 1-based position.
    case nulCharacter(position: Int)
    /// Any other character at a 1-based position.
    case notADigit(position: Int, character: String)
    /// The passcode is on the blocklist of common passcodes.
    case blocklisted

    public var description: String {
        switch self {
        case .empty:
            return "passcode: empty; expected exactly \(Passcode.length) ASCII digits 0-9"
        case .wrongLength(let actual):
            return "passcode: \(actual) digits; expected exactly \(Passcode.length) ASCII digits 0-9"
        case .nonASCIIDigit(let position, let character):
            return "passcode: character \(position) '\(character)' is not an ASCII digit; only 0-9 are allowed"
        case .whitespace(let position):
            return "passcode: character \(position) is whitespace; only 0-9 are allowed"
        case .nulCharacter(let position):
            return "passcode: character \(position) is NUL; only 0-9 are allowed"
        case .notADigit(let position, let character):
            return "passcode: character \(position) '\(character)' is not a digit; only 0-9 are allowed"
        case .blocklisted:
            return "passcode: too common (on the blocklist); choose a less predictable passcode"
        }
    }
}
