import LockFlows

/// An endpoint of the seeds' APIs, as `api-failure` and `api-latency` name it.
public enum APIEndpoint: Sendable, Hashable {
    /// An endpoint of the Stage 02 passcode API.
    case passcode(PasscodeEndpoint)
    /// An endpoint of seed 002's password-reset API.
    case passwordReset(PasswordResetEndpoint)

    /// The endpoint at `path`, if it is one of the seeds'.
    public init?(path: String) {
        if let passcode = PasscodeEndpoint.allCases.first(where: { $0.path == path }) {
            self = .passcode(passcode)
        } else if let passwordReset = PasswordResetEndpoint.allCases.first(where: { $0.path == path }) {
            self = .passwordReset(passwordReset)
        } else {
            return nil
        }
    }

    /// The path on the server (what an `InjectFaultRequest` names).
    public var path: String {
        switch self {
        case .passcode(let endpoint): endpoint.path
        case .passwordReset(let endpoint): endpoint.path
        }
    }
}
