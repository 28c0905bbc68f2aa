/// An alert a screen shows: title, message and its single button.
public struct PasswordResetAlert: Sendable, Hashable {
    /// The bold first line.
    public let title: String
    /// The body text.
    public let message: String
    /// The only button's label.
    public let button: String

    /// An alert from its texts.
    public init(title: String, message: String, button: String) {
        self.title = title
        self.message = message
        self.button = button
    }
}
