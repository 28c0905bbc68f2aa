/// Every name `expect: {screen: ...}` and `state` use for the screen on top, in one table: ``Screen/name`` maps each
/// screen here, and the `screen` field's allowed words (checked when a scenario is parsed, an `enum` in the MCP
/// schema) come from `allCases`.
public enum ScreenName: String, Sendable, Hashable, CaseIterable {
    /// The login screen.
    case login
    /// The app's content.
    case home
    /// Settings → Security.
    case settings
    /// The set-passcode sheet.
    case setPasscode = "set-passcode"
    /// The change-passcode sheet.
    case changePasscode = "change-passcode"
    /// The sheet before the lock is turned off.
    case disablePasscode = "disable-passcode"
    /// The forgot-password sheet.
    case forgotPassword = "forgot-password"
    /// The reset-password sheet.
    case resetPassword = "reset-password"
    /// The lock overlay.
    case lock
    /// The reset-passcode sheet over the lock.
    case resetPasscode = "reset-passcode"
    /// No app running: the state before `launch` and after `quit`.
    case notRunning = "not-running"

    /// Every name, in table order.
    public static let names: [String] = allCases.map(\.rawValue)
}
