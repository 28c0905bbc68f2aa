import LockFlows

/// One screen of the headless app, with its model: a layer of the ``ScreenStack``.
public enum Screen: Sendable, Hashable {
    /// The login screen (logged out), with its "Forgot Password?" link.
    case login
    /// The app's content, logged in.
    case home
    /// Settings → Security.
    case settings(PasscodeSettingsModel)
    /// The set-passcode sheet (create) or the change-passcode sheet.
    case setPasscode(SetPasscodeFlow)
    /// The sheet asking for the passcode before the lock is turned off.
    case disablePasscode(DisablePasscodeSheet)
    /// Seed 002's forgot-password sheet.
    case forgotPassword(ForgotPasswordModel)
    /// Seed 002's reset-password sheet, opened by a deep link.
    case resetPassword(ResetPasswordModel)
    /// The lock overlay.
    case lock(LockScreenModel)
    /// The reset-passcode sheet over the lock overlay.
    case resetPasscode(ResetPasscodeFlow)

    /// The name `expect: {screen: ...}` uses.
    public var name: String { screenName.rawValue }

    /// The screen's entry in the table of names.
    public var screenName: ScreenName {
        switch self {
        case .login: .login
        case .home: .home
        case .settings: .settings
        case .setPasscode(let flow): flow.mode == .create ? .setPasscode : .changePasscode
        case .disablePasscode: .disablePasscode
        case .forgotPassword: .forgotPassword
        case .resetPassword: .resetPassword
        case .lock: .lock
        case .resetPasscode: .resetPasscode
        }
    }

    /// Whether the screen is a sheet the content presents (over the whole window, in SwiftUI): set or change
    /// passcode, the disable sheet, and seed 002's two password-reset sheets. The reset-passcode sheet belongs to
    /// the lock overlay, not the content.
    var isSheet: Bool {
        switch self {
        case .setPasscode, .disablePasscode, .forgotPassword, .resetPassword: return true
        default: return false
        }
    }

    /// Whether the screen shows a number pad: seed 000's set/change and reset sheets replace theirs with a spinner
    /// while their call is in flight (`if isLoading { ProgressView() } else { NumberPadView(...) }`), so no digit
    /// or delete can be typed then.
    var hasNumberPad: Bool {
        switch self {
        case .lock, .disablePasscode: return true
        case .setPasscode(let flow): return flow.showsNumberPad
        case .resetPasscode(let flow): return !flow.isLoading
        default: return false
        }
    }
}
