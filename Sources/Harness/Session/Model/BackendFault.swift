import LockFlows

/// A failure the backend is told to produce on its next calls to one endpoint.
public struct BackendFault: Sendable, Hashable {
    /// Which endpoint fails.
    public enum Endpoint: Sendable, Hashable {
        /// An endpoint of the Stage 02 passcode API.
        case passcode(PasscodeEndpoint)
        /// An endpoint of seed 002's password-reset API.
        case passwordReset(PasswordResetEndpoint)
    }

    /// The endpoint.
    public var endpoint: Endpoint
    /// What the calls get instead of an answer.
    public var error: PasscodeAPIError
    /// How many calls fail.
    public var count: Int

    /// A fault.
    public init(endpoint: Endpoint, error: PasscodeAPIError, count: Int) {
        self.endpoint = endpoint
        self.error = error
        self.count = count
    }
}
