import LockFlows
import Synchronization

/// The settings screen's labels as a snapshot reports them: the Security row and the two toggles' titles and
/// subtitles. While settings are closed they are those of a settings model made from the account alone, so they are
/// worked out once per (lock on, biometric presentation), a few dozen combinations, instead of formatted again for
/// every snapshot (they were half of a snapshot's time).
struct SettingsTexts: Sendable {
    let securityLabel: String
    let passcodeToggle: (title: String, subtitle: String)
    let biometricToggle: (title: String, subtitle: String)

    /// The labels `model` shows.
    init(_ model: PasscodeSettingsModel) {
        securityLabel = model.securityRowLabel
        passcodeToggle = model.passcodeToggleText
        biometricToggle = model.biometricToggleText
    }

    /// The labels of settings opened on an account whose lock is `isPasscodeEnabled`, showing `biometric`.
    static func closedSettings(isPasscodeEnabled: Bool, biometric: BiometricPresentation) -> SettingsTexts {
        let key = Key(isPasscodeEnabled: isPasscodeEnabled, biometric: biometric)
        if let found = made.withLock({ $0[key] }) { return found }
        let texts = SettingsTexts(PasscodeSettingsModel(isPasscodeEnabled: isPasscodeEnabled, biometric: biometric))
        made.withLock { $0[key] = texts }
        return texts
    }

    private struct Key: Hashable {
        let isPasscodeEnabled: Bool
        let biometric: BiometricPresentation
    }

    /// Every combination met so far: at most the biometry types times three flags.
    private static let made = Mutex<[Key: SettingsTexts]>([:])
}
