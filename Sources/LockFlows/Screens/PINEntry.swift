/// The PIN being typed, its dots and its shake: the state behind the seed's `PINDotsView` and `ShakeEffect`.
///
/// Input is limited to ASCII digits and to ``length`` of them; anything else is ignored, as the number pad
/// cannot produce it.
public struct PINEntry: Sendable, Hashable {
    /// How many digits make a complete PIN.
    public let length: Int
    /// The digits typed so far.
    public private(set) var digits: String = ""
    /// Incremented on every error; a view animates one shake per increment.
    public private(set) var shakeCount = 0

    /// An empty entry of `length` digits (6, as the seeds use).
    public init(length: Int = 6) { self.length = length }

    /// What an `append` did.
    public enum AppendResult: Sendable, Hashable {
        /// The digit was not added (not a digit, or already full).
        case ignored
        /// The digit was added; more are needed.
        case added
        /// The digit completed the PIN, which is returned.
        case completed(String)
    }

    /// Filled dots, `0...length`. ``digits`` holds ASCII digits only, so its UTF-8 count (stored, not walked
    /// character by character as `count` is) is its length.
    public var filledDots: Int { digits.utf8.count }
    /// The dots as text, `●●○○○○`, for traces.
    public var dotsText: String {
        String(repeating: "●", count: filledDots) + String(repeating: "○", count: length - filledDots)
    }

    /// Adds one digit.
    public mutating func append(_ digit: Character) -> AppendResult {
        guard digit.isASCIIDigit, filledDots < length else { return .ignored }
        digits.append(digit)
        return filledDots == length ? .completed(digits) : .added
    }

    /// Removes the last digit; does nothing when empty.
    public mutating func deleteLast() {
        guard !digits.isEmpty else { return }
        digits.removeLast()
    }

    /// Clears the digits without shaking.
    public mutating func clear() { digits = "" }

    /// The seed's `triggerError` on the dots: clear and shake once.
    public mutating func clearAndShake() {
        digits = ""
        shakeCount += 1
    }
}
