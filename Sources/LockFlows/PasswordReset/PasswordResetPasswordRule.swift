/// Which passwords the reset screen and the in-process backend accept.
///
/// ``seed`` is seed 002's rule and the default, so the requirement rows match the seed exactly:
///
/// | row | met when |
/// |---|---|
/// | "At least 8 characters" | `newPassword.count >= 8` (grapheme clusters, as Swift counts them) |
/// | "Contains uppercase letter" | some `Character.isUppercase` |
/// | "Contains lowercase letter" | some `Character.isLowercase` |
/// | "Contains number" | some `Character.isNumber` (this includes non-ASCII numerals such as "٣" or "½") |
/// | "Passwords match" | `!newPassword.isEmpty && newPassword == confirmPassword` |
///
/// NIST SP 800-63B says verifiers SHALL NOT impose composition rules like the seed's upper/lower/digit
/// and should instead refuse known-common passwords; ``nist80063B`` does that (see ``PasswordResetNISTRule``).
/// With it, the seed's own example "Password123" is refused as too common.
public enum PasswordResetPasswordRule: Sendable, Hashable {
    /// Seed 002: at least 8 characters, an uppercase letter, a lowercase letter and a number.
    case seed
    /// NIST SP 800-63B style: a length range and a blocklist, no composition rules.
    case nist(PasswordResetNISTRule)

    /// The NIST rule with its defaults: 8 to 128 characters, the common-password blocklist.
    public static let nist80063B = PasswordResetPasswordRule.nist(PasswordResetNISTRule())

    /// The requirement rows for what is typed, in display order; the last is always "Passwords match".
    public func requirements(newPassword: String, confirmPassword: String) -> [PasswordResetRequirement] {
        var rows: [PasswordResetRequirement]
        switch self {
        case .seed:
            rows = [
                PasswordResetRequirement(text: "At least 8 characters", isMet: newPassword.count >= 8),
                PasswordResetRequirement(
                    text: "Contains uppercase letter", isMet: newPassword.contains(where: { $0.isUppercase })),
                PasswordResetRequirement(
                    text: "Contains lowercase letter", isMet: newPassword.contains(where: { $0.isLowercase })),
                PasswordResetRequirement(text: "Contains number", isMet: newPassword.contains(where: { $0.isNumber })),
            ]
        case .nist(let rule):
            rows = rule.requirements(for: newPassword)
        }
        rows.append(
            PasswordResetRequirement(
                text: "Passwords match", isMet: !newPassword.isEmpty && newPassword == confirmPassword))
        return rows
    }

    /// Whether every requirement row is met.
    public func isValid(newPassword: String, confirmPassword: String) -> Bool {
        requirements(newPassword: newPassword, confirmPassword: confirmPassword).allSatisfy(\.isMet)
    }

    /// The server's refusal for `password` (it contains "Password", which the seed's client keys on), or nil.
    public func rejection(of password: String) -> String? {
        switch self {
        case .seed:
            let rows = requirements(newPassword: password, confirmPassword: password)
            if rows.allSatisfy(\.isMet) { return nil }
            return "Password must be at least 8 characters long and contain an uppercase letter, "
                + "a lowercase letter and a number."
        case .nist(let rule):
            return rule.rejection(of: password)
        }
    }
}
