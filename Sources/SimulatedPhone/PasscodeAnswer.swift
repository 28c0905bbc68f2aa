/// What the simulated user does when the device passcode screen is shown.
public enum PasscodeAnswer: String, Sendable, Hashable, Codable, CaseIterable {
    /// Enters the right passcode (ends any biometric lockout).
    case enter
    /// Taps Cancel: the authentication ends with `userCancel`.
    case cancel
}
