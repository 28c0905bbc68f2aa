import LockCore

/// One prompt the simulated phone showed (biometric sheet or passcode screen), for tests and reports.
public struct PhonePrompt: Sendable, Hashable {
    /// Which kind of prompt.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The Face ID / Touch ID sheet.
        case biometry
        /// The device passcode screen.
        case passcode
    }

    /// Which kind of prompt.
    public var kind: Kind
    /// The reason shown.
    public var reason: String
    /// When it was shown.
    public var shownAt: ClockReading
    /// How it ended (`nil` while held), as a keychain or LAContext result.
    public var result: AuthenticationResult?

    /// A prompt record from its parts.
    public init(kind: Kind, reason: String, shownAt: ClockReading, result: AuthenticationResult? = nil) {
        self.kind = kind
        self.reason = reason
        self.shownAt = shownAt
        self.result = result
    }
}
