import Biometrics
import LockCore
import Testing

@testable import LockFlows

/// Stage 03 "Settings Integration" test table, rows 1-11.
struct Stage03SettingsTests {
    let faceID = BiometricPresentation(biometryType: .faceID, isEnabled: false, isAvailable: true)

    @Test func stage03SettingsRow1_securityRowNamesTheBiometry() {
        #expect(
            PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID).securityRowLabel == "Passcode & Face ID")
        #expect(PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID).navigationTitle == "Security")
    }

    @Test func stage03SettingsRow2_enablingPresentsTheCreateSheet() {
        var settings = PasscodeSettingsModel(isPasscodeEnabled: false, biometric: faceID)
        #expect(settings.passcodeToggled(true) == [.presentSetPasscode])
        #expect(settings.showSetPasscode)
    }

    @Test func stage03SettingsRow3_cancellingCreationLeavesTheToggleOff() async throws {
        let driver = try SettingsSheetDriver()
        var settings = await driver.settingsScreen()
        #expect(settings.passcodeToggled(true) == [.presentSetPasscode])
        #expect(settings.showSetPasscode && !settings.isPasscodeEnabled, "the toggle shows the service, not the tap")
        var flow = SetPasscodeFlow(mode: .create)
        await driver.perform(flow.type("482916"), on: &flow)
        #expect(flow.step == .confirmNew, "half way through creation")
        #expect(await driver.perform(flow.cancel(), on: &flow) == false)
        await driver.sheetClosed(&settings)
        #expect(!settings.isPasscodeEnabled && !settings.showSetPasscode)
        #expect(settings.visibleSections == [.passcode])
        #expect(await driver.backend.requestLog.isEmpty, "nothing was sent")
        #expect(await !driver.service.hasPasscode)
    }

    /// The row's "Toggle stays ON" is not what seeds 003 and 004's code do (the toggle reads `isPasscodeEnabled`,
    /// which `setPasscode` leaves off): under `seed` the toggle shows off until the next `/api/auth/me` sync.
    @Test func stage03SettingsRow4_underSeedTheToggleShowsOffUntilTheNextSync() async throws {
        let driver = try SettingsSheetDriver()
        var settings = await driver.settingsScreen()
        _ = settings.passcodeToggled(true)
        var flow = SetPasscodeFlow(mode: .create)
        await driver.perform(flow.type("482916"), on: &flow)
        #expect(await driver.perform(flow.type("482916"), on: &flow) == true)
        await driver.sheetClosed(&settings)
        #expect(!settings.isPasscodeEnabled && !settings.showSetPasscode)
        #expect(settings.visibleSections == [.passcode])
        #expect(await driver.service.hasPasscode)
        #expect(await driver.backend.holds(passcode: "482916"))
    }

    @Test func stage03SettingsRow4_successfulEnableShowsTheBiometricSection() async throws {
        var policy = LockPolicy.seed
        policy.enablesLockOnSetPasscode = true
        let driver = try SettingsSheetDriver(policy: policy)
        var settings = await driver.settingsScreen()
        #expect(settings.visibleSections == [.passcode])
        _ = settings.passcodeToggled(true)
        var flow = SetPasscodeFlow(mode: .create)
        await driver.perform(flow.type("482916"), on: &flow)
        #expect(await driver.perform(flow.type("482916"), on: &flow) == true)
        await driver.sheetClosed(&settings)
        #expect(settings.isPasscodeEnabled && !settings.showSetPasscode)
        #expect(settings.visibleSections == [.passcode, .biometric, .changePasscode])
        #expect(settings.biometricToggleText == ("Face ID", "Unlock with Face ID instead of passcode"))
        #expect(await driver.backend.holds(passcode: "482916"))
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

    @Test func stage03SettingsRow8_disableWithCorrectPINTurnsTheLockOff() async throws {
        let driver = try SettingsSheetDriver()
        try await driver.service.setPasscode("482916")
        try await driver.service.refreshFromServer()  // the seed's lock turns on with /api/auth/me
        var settings = await driver.settingsScreen()
        #expect(settings.visibleSections == [.passcode, .biometric, .changePasscode])
        #expect(settings.passcodeToggled(false) == [.presentDisablePasscode])
        #expect(settings.showDisablePasscodeEntry)
        var sheet = DisablePasscodeSheet()
        #expect(sheet.title == "Enter passcode to disable")
        #expect(try await driver.perform(sheet.type("482916"), on: &sheet))
        #expect(sheet.isDismissed && sheet.errorMessage == nil)
        await driver.sheetClosed(&settings)
        #expect(!settings.isPasscodeEnabled && !settings.showDisablePasscodeEntry)
        #expect(settings.visibleSections == [.passcode])
        #expect(try await driver.backend.currentUser().passcodeEnabled == false, "turned off on the server too")
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

    @Test(arguments: [
        (BiometryType.faceID, "Passcode & Face ID"), (.touchID, "Passcode & Touch ID"), (.none, "Passcode & Biometric"),
    ])
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
