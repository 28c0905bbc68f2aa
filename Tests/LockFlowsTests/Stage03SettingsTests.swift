import Biometrics
import LockCore
import Testing

@testable import LockFlows

/// Stage 03 "Settings Integration" test table, rows 1-11.
struct Stage03SettingsTests {
    let faceID = BiometricPresentation(biometryType: .faceID, isEnabled: false, isAvailable: true)

    @Test func stage03SettingsRow1_securityRowNamesTheBiometry() {
        #expect(PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID).securityRowLabel == "Passcode & Face ID")
        #expect(PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID).navigationTitle == "Security")
    }

    @Test func stage03SettingsRow2_enablingPresentsTheCreateSheet() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID)
        #expect(settings.passcodeToggled(true) == [.presentSetPasscode])
        #expect(settings.showSetPasscode)
    }

    @Test func stage03SettingsRow3_cancellingCreationLeavesTheToggleOff() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID)
        _ = settings.passcodeToggled(true)
        var flow = SetPasscodeFlow(mode: .create)
        #expect(flow.cancel() == [.finish(success: false)])
        settings.sheetsDismissed(isPasscodeEnabled: false)
        #expect(!settings.isPasscodeEnabled)
        #expect(settings.visibleSections == [.passcode])
    }

    @Test func stage03SettingsRow4_successfulEnableShowsTheBiometricSection() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID)
        _ = settings.passcodeToggled(true)
        settings.sheetsDismissed(isPasscodeEnabled: true)
        #expect(settings.isPasscodeEnabled)
        #expect(settings.visibleSections == [.passcode, .biometric, .changePasscode])
        #expect(settings.biometricToggleText == ("Face ID", "Unlock with Face ID instead of passcode"))
    }

    @Test func stage03SettingsRow5And6_biometricToggleOnThenOff() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: true, biometric: faceID)
        #expect(settings.biometricToggled(true) == [.setBiometric(enabled: true)])
        #expect(settings.isBiometricToggleOn)
        #expect(settings.biometricToggled(false) == [.setBiometric(enabled: false)])
        #expect(!settings.isBiometricToggleOn)
    }

    @Test func stage03SettingsRow7_changePresentsTheChangeSheet() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: true, biometric: faceID)
        #expect(settings.changePasscodeTapped() == [.presentChangePasscode])
        #expect(SetPasscodeFlow(mode: .change).step == .enterCurrent)
    }

    @Test func stage03SettingsRow8_disableWithCorrectPINTurnsTheLockOff() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: true, biometric: faceID)
        #expect(settings.passcodeToggled(false) == [.presentDisablePasscode])
        var sheet = DisablePasscodeSheet()
        #expect(sheet.title == "Enter passcode to disable")
        #expect(sheet.type("482916") == [.verifyPasscode("482916")])
        #expect(sheet.passcodeChecked(.correct) == [.disablePasscode, .dismiss])
        settings.sheetsDismissed(isPasscodeEnabled: false)
        #expect(settings.visibleSections == [.passcode])
    }

    @Test func stage03SettingsRow9_disableWithWrongPINShakesAndStaysEnabled() {
        var sheet = DisablePasscodeSheet()
        _ = sheet.type("000000")
        #expect(sheet.passcodeChecked(.incorrect).isEmpty)
        #expect(sheet.errorMessage == "Incorrect passcode")
        #expect(sheet.entry.shakeCount == 1 && sheet.entry.filledDots == 0)
        #expect(!sheet.isDismissed)
    }

    @Test func stage03SettingsRow10_biometricSectionHiddenWithoutBiometry() {
        let none = BiometricPresentation(biometryType: .none, isEnabled: false, isAvailable: false)
        let settings = PasscodeSettingsModel(isPasscodeEnabled: true, biometric: none)
        #expect(settings.visibleSections == [.passcode, .changePasscode])
        #expect(settings.securityRowLabel == "Passcode & Biometric")
        var mutable = settings
        #expect(mutable.biometricToggled(true).isEmpty)
    }

    @Test(arguments: [(BiometryType.faceID, "Passcode & Face ID"), (.touchID, "Passcode & Touch ID"), (.none, "Passcode & Biometric")])
    func stage03SettingsRow11_labelFollowsTheDevice(type: BiometryType, label: String) {
        let presentation = BiometricPresentation(biometryType: type, isEnabled: false, isAvailable: type != .none)
        #expect(PasscodeSettingsModel(isPasscodeEnabled: false, biometric: presentation).securityRowLabel == label)
    }

    @Test func changeButtonHiddenWhenDisabled() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID)
        #expect(settings.changePasscodeTapped().isEmpty)
        #expect(settings.passcodeToggled(false).isEmpty)
    }
}

extension DisablePasscodeSheet {
    mutating func type(_ pin: String) -> [Effect] {
        var effects: [Effect] = []
        for digit in pin { effects = self.digit(digit) }
        return effects
    }
}
