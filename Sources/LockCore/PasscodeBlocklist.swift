/// Common six-digit passcodes refused at set/change time when the policy asks for it.
///
/// NIST SP 800-63B asks for a blocklist of at least ten entries for memorised secrets;
/// this list holds repeated digits, ascending and descending runs, and the most-used
/// six-digit PINs from public PIN-frequency studies.
public struct PasscodeBlocklist: Sendable, Hashable {
    /// The blocked passcodes.
    public let entries: Set<String>

    /// A blocklist of the given entries.
    public init(entries: Set<String>) { self.entries = entries }

    /// The default list: 000000-999999 repeats, runs, and frequent PINs.
    public static let common = PasscodeBlocklist(
        entries: Set((0...9).map { String(repeating: String($0), count: 6) }).union([
            "123456", "654321", "012345", "543210", "234567", "765432", "345678", "876543",
            "456789", "987654", "123123", "121212", "112233", "123321", "696969", "101010",
            "159753", "147258", "258369", "147852", "789456", "000001", "100000", "520520",
        ]))

    /// An empty list (the seed preset: any six digits are accepted).
    public static let none = PasscodeBlocklist(entries: [])

    /// Whether `passcode` is on the list.
    public func contains(_ passcode: Passcode) -> Bool { entries.contains(passcode.digits) }

    /// Throws ``PasscodeValidationError/blocklisted`` if `passcode` is on the list.
    public func check(_ passcode: Passcode) throws(PasscodeValidationError) {
        if contains(passcode) { throw .blocklisted }
    }
}
