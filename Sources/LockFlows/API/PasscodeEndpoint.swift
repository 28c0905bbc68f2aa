/// The seed's passcode endpoints, for fault injection and request logs.
public enum PasscodeEndpoint: String, Sendable, Hashable, Codable, CaseIterable {
    case setPasscode = "set-passcode"
    case verifyPasscode = "verify-passcode"
    case changePasscode = "change-passcode"
    case resetPasscodeRequest = "reset-passcode-request"
    case resetPasscode = "reset-passcode"
    case passcodeTimeout = "passcode-timeout"
    case togglePasscodeEnabled = "toggle-passcode-enabled"
    case removePasscode = "remove-passcode"
    case me

    /// The HTTP method and path.
    public var route: (method: String, path: String) {
        switch self {
        case .setPasscode: return ("POST", "/api/auth/set-passcode")
        case .verifyPasscode: return ("POST", "/api/auth/verify-passcode")
        case .changePasscode: return ("POST", "/api/auth/change-passcode")
        case .resetPasscodeRequest: return ("POST", "/api/auth/reset-passcode-request")
        case .resetPasscode: return ("POST", "/api/auth/reset-passcode")
        case .passcodeTimeout: return ("PUT", "/api/user/passcode-timeout")
        case .togglePasscodeEnabled: return ("PUT", "/api/auth/toggle-passcode-enabled")
        case .removePasscode: return ("POST", "/api/auth/remove-passcode")
        case .me: return ("GET", "/api/auth/me")
        }
    }
}
