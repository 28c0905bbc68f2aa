import Foundation

/// Seed 002's email check: the whole string must match `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}`.
///
/// The seed evaluates it with `NSPredicate(format: "SELF MATCHES %@")`, an ICU whole-string match;
/// this uses the same ICU engine through `NSRegularExpression` anchored with `\A` and `\z`, so a
/// trailing newline or space fails just as it does in the seed. Nothing is trimmed or lowercased.
public enum ForgotPasswordEmailFormat {
    /// The seed's pattern, unanchored.
    public static let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"

    /// Whether `email` is acceptable to the seed.
    public static func isValid(_ email: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z") else { return false }
        let range = NSRange(email.startIndex..<email.endIndex, in: email)
        return expression.firstMatch(in: email, options: [], range: range) != nil
    }
}
