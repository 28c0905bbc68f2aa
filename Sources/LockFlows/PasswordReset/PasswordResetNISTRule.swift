import Foundation

/// A NIST SP 800-63B style password rule: a length range and a blocklist, no composition rules.
///
/// Length is counted in Unicode code points after NFC normalisation, as 800-63B asks; any
/// printable character, spaces and emoji included, is allowed. The blocklist is compared
/// case-insensitively, so "Password123" is refused along with "password123".
public struct PasswordResetNISTRule: Sendable, Hashable {
    /// The fewest characters accepted (800-63B: at least 8).
    public var minimumLength: Int
    /// The most characters accepted (800-63B: permit at least 64); bounds hashing cost.
    public var maximumLength: Int
    /// Refused passwords, lowercased.
    public var blocklist: Set<String>

    /// A rule with the given limits; the blocklist entries are lowercased.
    public init(minimumLength: Int = 8, maximumLength: Int = 128, blocklist: Set<String> = Self.commonPasswords) {
        self.minimumLength = minimumLength
        self.maximumLength = max(maximumLength, minimumLength)
        self.blocklist = Set(blocklist.map { $0.lowercased() })
    }

    /// Frequently used and breached passwords of eight characters or more, plus the app's name.
    public static let commonPasswords: Set<String> = [
        "password", "password1", "password12", "password123", "password!", "passw0rd", "p@ssw0rd", "p@ssword",
        "12345678", "123456789", "1234567890", "0123456789", "87654321", "11111111", "00000000", "12341234",
        "qwertyui", "qwertyuiop", "qwerty123", "qwerty12", "1qaz2wsx", "1q2w3e4r", "1q2w3e4r5t", "asdfghjk",
        "zxcvbnm1", "abc12345", "abcd1234", "abcdefgh", "iloveyou", "iloveyou1", "sunshine", "princess",
        "football", "baseball", "welcome1", "welcome123", "letmein1", "trustno1", "superman", "whatever",
        "starwars", "computer", "michelle", "jennifer", "internet", "changeme", "admin123", "administrator",
        "artitec1", "artitec123", "artitec2024",
    ]

    /// The length 800-63B counts: Unicode code points after NFC normalisation.
    public func length(of password: String) -> Int {
        password.precomposedStringWithCanonicalMapping.unicodeScalars.count
    }

    /// Whether `password` is on the blocklist (case-insensitively).
    public func isBlocklisted(_ password: String) -> Bool {
        blocklist.contains(password.lowercased())
    }

    /// The requirement rows for `password`, without the "Passwords match" row.
    public func requirements(for password: String) -> [PasswordResetRequirement] {
        let length = length(of: password)
        return [
            PasswordResetRequirement(text: "At least \(minimumLength) characters", isMet: length >= minimumLength),
            PasswordResetRequirement(text: "At most \(maximumLength) characters", isMet: length <= maximumLength),
            PasswordResetRequirement(
                text: "Not a commonly used password", isMet: !password.isEmpty && !isBlocklisted(password)),
        ]
    }

    /// The server's refusal for `password`, or nil if it is acceptable.
    public func rejection(of password: String) -> String? {
        let length = length(of: password)
        if length < minimumLength { return "Password must be at least \(minimumLength) characters long." }
        if length > maximumLength { return "Password must be at most \(maximumLength) characters long." }
        if isBlocklisted(password) { return "Password is too common; choose one that is harder to guess." }
        return nil
    }
}
