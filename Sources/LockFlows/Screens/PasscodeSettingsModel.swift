import Biometrics

/// The seed's `PasscodeSettingsView` + `PasscodeSettingsViewModel` and the Settings "Security" row.
///
/// Visibility rules: the biometric section only when the passcode is enabled and biometry is available;
/// "Change Passcode" only when the passcode is enabled. The passcode toggle shows the service's state, so a
/// cancelled creation leaves it off without any extra bookkeeping.
public struct PasscodeSettingsModel: Sendable, Hashable {
    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Present the set-passcode sheet in create mode.
        case presentSetPasscode
        /// Present the set-passcode sheet in change mode.
        case presentChangePasscode
        /// Present the disable-passcode sheet.
        case presentDisablePasscode
        /// Store the biometric preference.
        case setBiometric(enabled: Bool)
    }

    /// A section of the screen, in order.
    public enum Section: String, Sendable, Hashable, Codable {
        case passcode, biometric, changePasscode
    }

    /// Whether the passcode lock is on (the service's `isPasscodeEnabled`).
    public private(set) var isPasscodeEnabled: Bool
    /// Biometric state.
    public private(set) var biometric: BiometricPresentation
    /// The seed's sheet flags.
    public private(set) var showSetPasscode = false
    /// Whether the change sheet is showing.
    public private(set) var showChangePasscode = false
    /// Whether the disable sheet is showing.
    public private(set) var showDisablePasscodeEntry = false
    /// The seed's `disableError`: the last disable attempt's error, shown again when the sheet reopens.
    public private(set) var disableError: String?

    /// A settings screen over the service's state.
    public init(isPasscodeEnabled: Bool, biometric: BiometricPresentation) {
        self.isPasscodeEnabled = isPasscodeEnabled
        self.biometric = biometric
    }

    /// The Settings row label: "Passcode & Face ID", "Passcode & Touch ID" or "Passcode & Biometric".
    public var securityRowLabel: String { "Passcode & \(biometric.biometryType.displayName)" }
    /// The screen's title.
    public var navigationTitle: String { "Security" }
    /// The passcode toggle's title and subtitle.
    public var passcodeToggleText: (title: String, subtitle: String) {
        ("Passcode Lock", "Require passcode to unlock app")
    }
    /// The biometric toggle's title and subtitle.
    public var biometricToggleText: (title: String, subtitle: String) {
        (biometric.name, "Unlock with \(biometric.name) instead of passcode")
    }
    /// The visible sections, in order.
    public var visibleSections: [Section] {
        var sections: [Section] = [.passcode]
        if isPasscodeEnabled && biometric.isAvailable && biometric.biometryType != .none { sections.append(.biometric) }
        if isPasscodeEnabled { sections.append(.changePasscode) }
        return sections
    }
    /// The biometric toggle's value.
    public var isBiometricToggleOn: Bool { biometric.isEnabled }

    /// The user flipped the passcode toggle.
    public mutating func passcodeToggled(_ on: Bool) -> [Effect] {
        if on {
            guard !isPasscodeEnabled else { return [] }
            showSetPasscode = true
            return [.presentSetPasscode]
        }
        guard isPasscodeEnabled else { return [] }
        showDisablePasscodeEntry = true
        return [.presentDisablePasscode]
    }

    /// The user flipped the biometric toggle.
    public mutating func biometricToggled(_ on: Bool) -> [Effect] {
        guard visibleSections.contains(.biometric), on != biometric.isEnabled else { return [] }
        biometric.isEnabled = on
        return [.setBiometric(enabled: on)]
    }

    /// "Change Passcode".
    public mutating func changePasscodeTapped() -> [Effect] {
        guard isPasscodeEnabled else { return [] }
        showChangePasscode = true
        return [.presentChangePasscode]
    }

    /// The disable sheet's passcode was checked: its error (nil when correct) is kept, as the seed's
    /// `handleDisablePasscode` keeps `disableError`.
    public mutating func disableChecked(error: String?) { disableError = error }

    /// A sheet was dismissed; the toggle follows the service's new state.
    public mutating func sheetsDismissed(isPasscodeEnabled: Bool) {
        showSetPasscode = false
        showChangePasscode = false
        showDisablePasscodeEntry = false
        self.isPasscodeEnabled = isPasscodeEnabled
    }

    /// The service's state changed.
    public mutating func serviceChanged(isPasscodeEnabled: Bool, biometric: BiometricPresentation) {
        self.isPasscodeEnabled = isPasscodeEnabled
        self.biometric = biometric
    }
}
