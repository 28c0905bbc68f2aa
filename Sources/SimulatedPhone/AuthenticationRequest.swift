/// One request to authenticate the device owner, as LAContext or the keychain makes it.
public struct AuthenticationRequest: Sendable, Hashable {
    /// What is accepted.
    public var policy: AuthenticationPolicy
    /// The reason shown in the prompt (`localizedReason`, `kSecUseOperationPrompt`).
    public var reason: String
    /// Whether a prompt may be shown (`LAContext.interactionNotAllowed` is false).
    public var interactionAllowed: Bool
    /// `touchIDAuthenticationAllowableReuseDuration`: a biometric device unlock this recent satisfies the request
    /// without a prompt (capped at ``SimulatedPhoneState/maximumReuseDuration``).
    public var reuseDuration: Duration

    /// A request from its parts.
    public init(
        policy: AuthenticationPolicy, reason: String = "", interactionAllowed: Bool = true,
        reuseDuration: Duration = .zero
    ) {
        self.policy = policy
        self.reason = reason
        self.interactionAllowed = interactionAllowed
        self.reuseDuration = reuseDuration
    }
}
