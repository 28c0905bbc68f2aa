/// The body of a non-200 answer from the seed's server: `{"detail": "..."}`.
public struct PasswordResetErrorBody: Sendable, Hashable, Codable {
    /// The server's explanation; for reset-password the seed looks for "expired" and "Password" in it.
    public let detail: String

    /// A body carrying `detail`.
    public init(detail: String) { self.detail = detail }
}
