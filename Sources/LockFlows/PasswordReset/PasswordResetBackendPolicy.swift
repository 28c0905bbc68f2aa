import LockCore

/// How ``InMemoryPasswordResetBackend`` treats reset tokens: the security fixes, each switchable.
///
/// Always on, whatever the policy: tokens are 32 bytes from the system CSPRNG, only their SHA-256
/// is stored, each is bound to one account, expiry is checked against the backend's injected time,
/// verify-reset-token never uses a token up or extends it, and forgot-password answers the same
/// for known and unknown addresses. ``permissive`` turns the rest off so tests can show what the
/// fixes prevent.
public struct PasswordResetBackendPolicy: Sendable, Hashable {
    /// How long a token is good for after it was issued.
    public var tokenLifetime: Duration
    /// Whether a successful reset uses the token up (replays get ``PasswordResetError/invalidToken``).
    public var singleUse: Bool
    /// Whether a new request, or a successful reset, revokes the account's other outstanding tokens.
    public var revokesPreviousTokens: Bool
    /// Whether a successful reset signs the account out everywhere.
    public var invalidatesSessions: Bool
    /// Which new passwords the server accepts (checked again server-side).
    public var passwordRule: PasswordResetPasswordRule
    /// How account passwords are stored.
    public var passwordVerifier: PasscodeVerifier

    /// A policy from its fields.
    public init(
        tokenLifetime: Duration, singleUse: Bool, revokesPreviousTokens: Bool, invalidatesSessions: Bool,
        passwordRule: PasswordResetPasswordRule = .seed, passwordVerifier: PasscodeVerifier = .owaspPBKDF2
    ) {
        self.tokenLifetime = tokenLifetime
        self.singleUse = singleUse
        self.revokesPreviousTokens = revokesPreviousTokens
        self.invalidatesSessions = invalidatesSessions
        self.passwordRule = passwordRule
        self.passwordVerifier = passwordVerifier
    }

    /// OWASP Forgot Password Cheat Sheet: 10-minute single-use tokens, a new request revokes the
    /// old one, sessions end on reset. The password rule stays the seed's.
    public static let hardened = PasswordResetBackendPolicy(
        tokenLifetime: .seconds(10 * 60), singleUse: true, revokesPreviousTokens: true, invalidatesSessions: true)

    /// The fixes off: 24-hour reusable tokens, old tokens stay live, sessions survive a reset.
    public static let permissive = PasswordResetBackendPolicy(
        tokenLifetime: .seconds(24 * 60 * 60), singleUse: false, revokesPreviousTokens: false,
        invalidatesSessions: false)
}
