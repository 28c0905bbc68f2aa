import Biometrics
import LockCore
import LockFlows

extension AppSession {
    /// Sends a digit to the top-most number pad.
    func typeDigit(_ digit: Character) async throws {
        if var flow = resetFlow {
            let effects = flow.digit(digit)
            resetFlow = flow
            for effect in effects { try await performReset(effect) }
        } else if var screen = lockScreen {
            let effects = screen.digit(digit)
            lockScreen = screen
            for effect in effects { try await performLockScreen(effect) }
        } else if var flow = setPasscodeFlow {
            let effects = flow.digit(digit)
            setPasscodeFlow = flow
            for effect in effects { try await performSetPasscode(effect) }
        } else if var sheet = disableSheet {
            let effects = sheet.digit(digit)
            disableSheet = sheet
            for effect in effects { try await performDisable(effect) }
        } else {
            throw SessionInputError.notShowing("a number pad", for: "digit")
        }
    }

    func deleteDigit() {
        if resetFlow != nil {
            resetFlow?.delete()
        } else if lockScreen != nil {
            lockScreen?.delete()
        } else if setPasscodeFlow != nil {
            setPasscodeFlow?.delete()
        } else {
            disableSheet?.delete()
        }
    }

    func performLockScreen(_ effect: LockScreenModel.Effect) async throws {
        switch effect {
        case .verifyPasscode(let pin):
            let check = await checkPasscode(pin)
            lockScreen?.passcodeChecked(check)
        case .requestBiometric:
            await coordinate(.biometricButtonTapped)
        case .requestPasscodeReset:
            do {
                try await service.requestPasscodeReset()
                lockScreen?.resetRequestFinished(error: nil)
                resetFlow = ResetPasscodeFlow(blocklist: .forPolicy(configuration.policy))
            } catch {
                lockScreen?.resetRequestFinished(error: "\(error)")
            }
        case .logout:
            try await logout()
        }
    }

    func performSetPasscode(_ effect: SetPasscodeFlow.Effect) async throws {
        switch effect {
        case .verifyCurrentPasscode(let pin):
            let check = await checkPasscode(pin)
            _ = setPasscodeFlow?.currentPasscodeChecked(check)
        case .scheduleReturnToNewPasscode(let delay):
            schedule(.setPasscodeReturn, after: delay)
        case .setPasscode(let pin):
            try await save(pin) { try await $0.setPasscode(pin) }
            if await service.isPasscodeEnabled { await coordinate(.passcodeEnabled) }
        case .changePasscode(let current, let new):
            try await save(new) { try await $0.changePasscode(current: current, new: new) }
            await coordinate(.passcodeChanged)
        case .finish:
            setPasscodeFlow = nil
            settings?.sheetsDismissed(isPasscodeEnabled: await service.isPasscodeEnabled)
            await refreshBiometric()
        }
    }

    private func save(_ pin: String, _ call: (PasscodeService) async throws -> Void) async throws {
        var failure: String?
        do { try await call(service) } catch { failure = "\(error)" }
        let effects = setPasscodeFlow?.saveFinished(error: failure) ?? []
        for effect in effects { try await performSetPasscode(effect) }
    }

    func performReset(_ effect: ResetPasscodeFlow.Effect) async throws {
        switch effect {
        case .scheduleReturnToNewPasscode(let delay):
            schedule(.resetPasscodeReturn, after: delay)
        case .resetPasscode(let code, let newPasscode):
            var failure: String?
            do { try await service.resetPasscode(code: code, newPasscode: newPasscode) } catch { failure = "\(error)" }
            let effects = resetFlow?.resetFinished(error: failure) ?? []
            for next in effects { try await performReset(next) }
        case .unlock:
            await coordinate(.passcodeChanged)
            await coordinate(.passcodeEnabled)
            await coordinate(.serverReauthenticated)
            await coordinate(.passcodeAccepted)
            await service.passcodeAuthenticated()
        case .dismiss:
            resetFlow = nil
            lockScreen?.resetFlowDismissed()
        }
    }

    func performDisable(_ effect: DisablePasscodeSheet.Effect) async throws {
        switch effect {
        case .verifyPasscode(let pin):
            let check = await checkPasscode(pin)
            let effects = disableSheet?.passcodeChecked(check) ?? []
            for next in effects { try await performDisable(next) }
        case .disablePasscode:
            do {
                try await service.removePasscode()
                await coordinate(.passcodeDisabled)
                await coordinate(.biometricUnlockChanged(enabled: false))
            } catch {
                note("disable failed: \(error)")
            }
        case .dismiss:
            disableSheet = nil
            settings?.sheetsDismissed(isPasscodeEnabled: await service.isPasscodeEnabled)
        }
    }

    func settingsAction(
        _ name: String, _ action: (inout PasscodeSettingsModel) -> [PasscodeSettingsModel.Effect]
    ) async throws {
        guard var model = settings, lockScreen == nil else { throw SessionInputError.notShowing("settings", for: name) }
        let effects = action(&model)
        settings = model
        for effect in effects {
            switch effect {
            case .presentSetPasscode:
                setPasscodeFlow = SetPasscodeFlow(mode: .create, blocklist: .forPolicy(configuration.policy))
            case .presentChangePasscode:
                setPasscodeFlow = SetPasscodeFlow(mode: .change, blocklist: .forPolicy(configuration.policy))
            case .presentDisablePasscode:
                disableSheet = DisablePasscodeSheet()
            case .setBiometric(let enabled):
                try await service.setBiometric(enabled: enabled)
                await coordinate(.biometricUnlockChanged(enabled: enabled))
                await refreshBiometric()
            }
        }
    }

    func cancelTopSheet() async throws {
        if var flow = resetFlow {
            let effects = flow.cancel()
            resetFlow = flow
            for effect in effects { try await performReset(effect) }
        } else if var flow = setPasscodeFlow {
            let effects = flow.cancel()
            setPasscodeFlow = flow
            for effect in effects { try await performSetPasscode(effect) }
        } else if var sheet = disableSheet {
            let effects = sheet.cancel()
            disableSheet = sheet
            for effect in effects { try await performDisable(effect) }
        } else {
            throw SessionInputError.notShowing("a sheet", for: "cancel")
        }
    }
}
