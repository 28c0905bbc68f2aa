/// Why a URL is not a usable password-reset link.
public enum ResetPasswordLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text does not parse as a URL at all.
    case notAURL(String)
    /// The scheme is neither `artitec` nor `https`.
    case wrongScheme(String?)
    /// The host is not the reset-password host for the scheme.
    case wrongHost(String?)
    /// The path is not the reset-password path for the scheme.
    case wrongPath(String)
    /// The URL carries a user, password or port, which reset links never do.
    case unexpectedAuthority
    /// There is no `token` query item.
    case missingToken
    /// The `token` query item is present but empty.
    case emptyToken
    /// More than one `token` query item, so which one is meant is ambiguous.
    case multipleTokens(count: Int)
    /// The token is longer than ``ResetPasswordLink/maximumTokenLength``.
    case tokenTooLong(length: Int)
    /// The token holds whitespace, control or non-ASCII characters (at a 1-based position).
    case malformedToken(position: Int)

    /// What is wrong with the link and what to do about it.
    public var description: String {
        let expected = "expected artitec://reset-password?token=... or https://artitec.com/reset-password?token=..."
        switch self {
        case .notAURL(let text):
            return "reset link: '\(text.prefix(80))' is not a URL; \(expected)"
        case .wrongScheme(let scheme):
            return "reset link: scheme '\(scheme ?? "")' is not artitec or https; \(expected)"
        case .wrongHost(let host):
            return "reset link: host '\(host ?? "")' is not a reset-password link; \(expected)"
        case .wrongPath(let path):
            return "reset link: path '\(path)' is not /reset-password; \(expected)"
        case .unexpectedAuthority:
            return "reset link: a user name, password or port is not allowed; \(expected)"
        case .missingToken:
            return "reset link: no token; open the link from the most recent reset email or request a new one"
        case .emptyToken:
            return "reset link: the token is empty; open the link from the most recent reset email or request a new one"
        case .multipleTokens(let count):
            return "reset link: \(count) token parameters where one is expected; request a new reset email"
        case .tokenTooLong(let length):
            return "reset link: token of \(length) characters is longer than "
                + "\(ResetPasswordLink.maximumTokenLength); the link is damaged, request a new reset email"
        case .malformedToken(let position):
            return "reset link: token character \(position) is not printable ASCII; "
                + "the link is damaged, request a new reset email"
        }
    }
}
