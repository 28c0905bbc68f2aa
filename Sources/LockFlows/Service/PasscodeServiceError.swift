import LockCore

/// The seed's `PasscodeService.PasscodeError`, with its exact messages, plus the harness's validation errors.
public enum PasscodeServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    case incorrectPasscode
    case biometricNotAvailable
    case biometricFailed(String)
    case biometricCancelled
    case apiError(String)
    case noPasscodeSet
    /// The passcode is malformed or (under a blocklist policy) too common.
    case invalidPasscode(PasscodeValidationError)
    /// The secure store could not be read or written.
    case storage(String)

    /// The seed's `errorDescription`.
    public var description: String {
        switch self {
        case .incorrectPasscode: return "Incorrect passcode"
        case .biometricNotAvailable: return "Biometric authentication not available"
        case .biometricFailed(let message): return message
        case .biometricCancelled: return "Authentication cancelled"
        case .apiError(let message): return message
        case .noPasscodeSet: return "No passcode set"
        case .invalidPasscode(let error): return "\(error)"
        case .storage(let message): return message
        }
    }
}
