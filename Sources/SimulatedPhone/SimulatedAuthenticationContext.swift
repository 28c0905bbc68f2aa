/// An authentication context the keychain can reuse (`kSecUseAuthenticationContext`): the LocalAuthentication
/// shim's `LAContext` conforms, so the Security shim needs no dependency on LocalAuthentication.
public protocol SimulatedAuthenticationContext: AnyObject, Sendable {
    /// What the context's evaluations proved so far, or `nil` if it was never evaluated (or was invalidated).
    var simulatedCredential: AuthenticationCredential? { get }
    /// Whether the context forbids showing UI (`interactionNotAllowed`).
    var simulatedInteractionNotAllowed: Bool { get }
    /// Whether the context was invalidated (`invalidate()`).
    var simulatedIsInvalidated: Bool { get }
    /// Keeps the credential a keychain prompt obtained through this context.
    func simulatedRecord(_ credential: AuthenticationCredential)
}
