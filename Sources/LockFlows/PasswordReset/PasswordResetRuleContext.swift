import LockCore

/// What a `/v1` route's work may use besides the request and the state, provided by the backend carrying it out:
/// the time on the backend's clock, a freshly drawn token and salt, and the form of the links it emails; the work
/// leaves the email it sent, and whether the request still counts against its limit.
public struct PasswordResetRuleContext: Sendable {
    /// Now, on the backend's wall clock.
    public let now: WallClockInstant
    /// A fresh token (32 CSPRNG bytes, hex) for a reset link, if the work issues one.
    public let token: String
    /// A fresh salt (16 CSPRNG bytes, hex) for a password, if the work stores one.
    public let salt: String
    /// Which link form reset emails use.
    public let linkForm: ResetPasswordLink.Form
    /// The reset email the work sent, for the backend to deliver.
    public var sentEmail: PasswordResetEmail?
    /// Whether the request still counts against the limit it was counted under (``PasswordResetPlan/count``); the
    /// work clears it for a request that turns out not to count (a real token, a successful login).
    public var countsAgainstLimit = true

    /// A context at `now` with `token` and `salt` (fixed, for tests of the rules).
    public init(now: WallClockInstant, token: String, salt: String, linkForm: ResetPasswordLink.Form = .customScheme) {
        self.now = now
        self.token = token
        self.salt = salt
        self.linkForm = linkForm
    }

    /// A context at `now`, its token and salt drawn from `generator` (the system CSPRNG on a backend).
    public init(
        now: WallClockInstant, linkForm: ResetPasswordLink.Form = .customScheme,
        using generator: inout some RandomNumberGenerator
    ) {
        self.init(
            now: now, token: PasswordResetServerRules.makeToken(using: &generator),
            salt: PasswordResetServerRules.makeSalt(using: &generator), linkForm: linkForm)
    }
}
