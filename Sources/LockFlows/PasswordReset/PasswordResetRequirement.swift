/// One row of the reset screen's "Password Requirements" list (seed 002 `PasswordRequirement`).
public struct PasswordResetRequirement: Sendable, Hashable {
    /// The row's label, e.g. "Contains number".
    public let text: String
    /// Whether the typed passwords satisfy it (checkmark) or not (empty circle).
    public let isMet: Bool

    /// A row from its label and state.
    public init(text: String, isMet: Bool) {
        self.text = text
        self.isMet = isMet
    }
}
