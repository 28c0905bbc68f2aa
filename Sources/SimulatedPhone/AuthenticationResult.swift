import Biometrics

/// How an authentication ended: a credential, or the outcome it failed with (an LAError-shaped taxonomy).
public enum AuthenticationResult: Sendable, Hashable {
    /// The owner proved presence.
    case authenticated(AuthenticationCredential)
    /// It failed or was canceled.
    case failed(BiometricOutcome)
}
