/// The answer to a "check this passcode" effect, fed back to the screen that asked.
public enum PasscodeCheck: Sendable, Hashable {
    /// The passcode matched.
    case correct
    /// The passcode did not match.
    case incorrect
    /// The passcode was not checked (attempt delay, wiped verifier); the message says why.
    case refused(String)
}
