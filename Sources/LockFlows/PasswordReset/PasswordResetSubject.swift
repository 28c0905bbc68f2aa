/// The user a `/v1` request is about, as the request names it: the slice of ``PasswordResetServerState`` its work
/// reads. A backend that keeps the whole state hands it all over; the reference server loads just this user (and a
/// decoy for an address with no account) with the user's tokens.
public enum PasswordResetSubject: Sendable, Hashable {
    /// The user with this address (compared trimmed and case-insensitively): forgot-password, login.
    case address(String)
    /// The user this reset token was issued to: verify-reset-token, reset-password.
    case token(String)
}
