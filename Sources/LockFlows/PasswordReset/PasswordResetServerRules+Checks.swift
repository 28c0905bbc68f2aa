import LockCore

extension PasswordResetServerRules {
    /// The longest address accepted, in UTF-8 bytes (RFC 5321's 254-octet path; the seed's format admits only ASCII).
    public static let maximumEmailBytes = 254
    /// The longest password accepted, in Unicode scalars (what JSON Schema's `maxLength` counts, so the OpenAPI
    /// document states it exactly); the sandbox's password has the same limit.
    public static let maximumPasswordLength = 256

    /// The 400 for an address longer than ``maximumEmailBytes`` or, when `checksFormat` (forgot-password, a test-mode
    /// sandbox), not in the seed's format; nil for an acceptable one. Login compares addresses trimmed and
    /// case-insensitively, as they are stored, so it checks only the length.
    public static func addressRefusal(_ email: String, checksFormat: Bool) -> PasswordResetRejection? {
        guard email.utf8.count <= maximumEmailBytes, !checksFormat || ForgotPasswordEmailFormat.isValid(email) else {
            return .badRequest(Message.invalidEmail)
        }
        return nil
    }

    /// The 400 for a password longer than ``maximumPasswordLength``; nil for an acceptable one.
    public static func passwordRefusal(_ password: String) -> PasswordResetRejection? {
        password.unicodeScalars.count > maximumPasswordLength ? .badRequest(Message.passwordTooLong) : nil
    }

    /// Counts a request against `count`'s limits from `client` at `now`, unless one is full: then nothing is
    /// counted and the 429 says how long to wait.
    public func admit(
        _ count: PasswordResetCount, from client: String, at now: WallClockInstant, in counts: inout RequestCounts
    ) -> PasswordResetRejection? {
        guard
            let wait = counts.admit(
                count.checks(under: limits, from: client), at: .nanoseconds(now.nanosecondsSince1970))
        else {
            return nil
        }
        return .tooManyRequests(count.refusal, wait: wait)
    }

    /// Takes a request back from `count`'s limits (its work found that it does not count).
    public func uncount(
        _ count: PasswordResetCount, from client: String, at now: WallClockInstant, in counts: inout RequestCounts
    ) {
        for (key, limit) in count.checks(under: limits, from: client) {
            counts.uncount(key, limit: limit, at: .nanoseconds(now.nanosecondsSince1970))
        }
    }
}
