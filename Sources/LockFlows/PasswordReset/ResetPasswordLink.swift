import Foundation

/// A password-reset link from the email, parsed without trusting it (seed 002's deep-link handler).
///
/// Accepted forms (the seed's `handleDeepLink` comments and email template):
///
/// - `artitec://reset-password?token=abc123` (custom scheme; the host is `reset-password`)
/// - `https://artitec.com/reset-password?token=abc123` (universal link)
///
/// Scheme and host compare case-insensitively; a trailing `/` on the path is allowed; the fragment
/// and other query items are ignored. Anything else is a ``ResetPasswordLinkError``, never a crash.
/// Stricter than the seed, which takes the first `token` item of any URL: other hosts and paths,
/// empty tokens, repeated tokens, and tokens with whitespace or non-ASCII characters are refused.
///
/// ```swift
/// let link = try ResetPasswordLink(parsing: "artitec://reset-password?token=abc123")
/// link.token   // "abc123"
/// ```
public struct ResetPasswordLink: Sendable, Hashable {
    /// Which of the two URL forms a link uses.
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// `artitec://reset-password?token=...`.
        case customScheme
        /// `https://artitec.com/reset-password?token=...`.
        case universalLink
    }

    /// The app's URL scheme.
    public static let customScheme = "artitec"
    /// The universal-link host.
    public static let universalHost = "artitec.com"
    /// The custom-scheme host and the universal-link path component.
    public static let resetPasswordComponent = "reset-password"
    /// The longest token accepted; real tokens are well under 100 characters.
    public static let maximumTokenLength = 512

    /// The reset token, percent-decoded.
    public let token: String
    /// The form the link used.
    public let form: Form

    /// A link for `token` in `form` (as the backend's email would contain it).
    public init(token: String, form: Form = .customScheme) {
        self.token = token
        self.form = form
    }

    /// Parses `text`, throwing a ``ResetPasswordLinkError`` that says what is wrong.
    public init(parsing text: String) throws(ResetPasswordLinkError) {
        guard !text.isEmpty, let components = URLComponents(string: text) else { throw .notAURL(text) }
        try self.init(components: components)
    }

    /// Parses `url`, throwing a ``ResetPasswordLinkError`` that says what is wrong.
    public init(url: URL) throws(ResetPasswordLinkError) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw .notAURL(url.absoluteString)
        }
        try self.init(components: components)
    }

    private init(components: URLComponents) throws(ResetPasswordLinkError) {
        let host = components.host?.lowercased()
        let path = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        switch components.scheme?.lowercased() {
        case Self.customScheme:
            guard host == Self.resetPasswordComponent else { throw .wrongHost(components.host) }
            guard path.isEmpty else { throw .wrongPath(components.path) }
            form = .customScheme
        case "https":
            guard host == Self.universalHost else { throw .wrongHost(components.host) }
            guard path == "/" + Self.resetPasswordComponent else { throw .wrongPath(components.path) }
            form = .universalLink
        default:
            throw .wrongScheme(components.scheme)
        }
        if components.user != nil || components.password != nil || components.port != nil {
            throw .unexpectedAuthority
        }
        token = try Self.token(in: components.queryItems ?? [])
    }

    private static func token(in items: [URLQueryItem]) throws(ResetPasswordLinkError) -> String {
        let tokens = items.filter { $0.name == "token" }
        guard let item = tokens.first else { throw .missingToken }
        guard tokens.count == 1 else { throw .multipleTokens(count: tokens.count) }
        guard let value = item.value, !value.isEmpty else { throw .emptyToken }
        guard value.count <= maximumTokenLength else { throw .tokenTooLong(length: value.count) }
        for (offset, scalar) in value.unicodeScalars.enumerated() where !(0x21...0x7E).contains(scalar.value) {
            throw .malformedToken(position: offset + 1)
        }
        return value
    }

    /// The link as the email carries it; the token is percent-encoded as a query value.
    public var url: URL {
        var components = URLComponents()
        switch form {
        case .customScheme:
            components.scheme = Self.customScheme
            components.host = Self.resetPasswordComponent
        case .universalLink:
            components.scheme = "https"
            components.host = Self.universalHost
            components.path = "/" + Self.resetPasswordComponent
        }
        components.queryItems = [URLQueryItem(name: "token", value: token)]
        guard let url = components.url else { preconditionFailure("reset link components always form a URL") }
        return url
    }
}
