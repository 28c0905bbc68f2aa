extension Character {
    /// Whether this is one of `0`...`9` (what a number pad types): `isASCII && isNumber`, without the Unicode
    /// property lookup `isNumber` makes for every character.
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
    }
}
