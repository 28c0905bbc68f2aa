import Biometrics
import LockCore
import LockFlows

extension AppSession {
    func perform(_ input: SessionInput) async throws {
        switch input {
        case .launch:
            guard !isRunning else { throw SessionInputError.alreadyRunning }
            isRunning = true
            await coordinate(.coldLaunch)
            await coordinate(.scenePhase(.active))
        case .terminate:
            try await terminate()
        case .scene(let phase):
            try await enterScene(phase)
        case .background:
            try await enterScene(.inactive)
            try await enterScene(.background)
        case .foreground:
            try await enterScene(.inactive)
            try await enterScene(.active)
        case .advance(let duration):
            try SessionInputError.requireNonNegative(duration, field: "advance")
            try await advance(by: duration)
        case .setWallClock(let date):
            clock.update { $0.setWallClock(to: date) }
        case .shiftWallClock(let offset):
            clock.update { $0.shiftWallClock(by: offset) }
        case .deviceSleep(let duration):
            try SessionInputError.requireNonNegative(duration, field: "sleep")
            clock.update { $0.sleep(for: duration) }
        case .reboot(let downtime):
            try SessionInputError.requireNonNegative(downtime, field: "reboot.downtime")
            try await terminate()
            clock.update { $0.reboot(downtime: downtime) }
            timers.removeAll()
        case .digit(let digit):
            try await typeDigit(digit)
        case .delete:
            deleteDigit()
        case .enterPIN(let pin):
            for digit in pin { try await typeDigit(digit) }
        case .tapBiometric:
            guard var screen = lockScreen else { throw SessionInputError.notShowing("the lock screen", for: "tap-biometric") }
            let effects = screen.biometricButtonTapped()
            lockScreen = screen
            if effects.contains(.requestBiometric) { await coordinate(.biometricButtonTapped) }
        case .forgotPasscode:
            guard lockScreen != nil else { throw SessionInputError.notShowing("the lock screen", for: "forgot-passcode") }
            lockScreen?.forgotPasscodeTapped()
        case .forgotAlert(let choice):
            guard var screen = lockScreen, screen.showForgotAlert else {
                throw SessionInputError.notShowing("the Forgot Passcode? alert", for: "forgot-alert")
            }
            let effects = screen.forgotAlertChose(choice)
            lockScreen = screen
            for effect in effects { try await performLockScreen(effect) }
        case .enterEmailedResetCode:
            guard let code = await backend.latestResetCode else {
                throw SessionInputError.notShowing("an emailed reset code", for: "enter-reset-code")
            }
            for digit in code { try await typeDigit(digit) }
        case .sensor(let change):
            await changeSensor(change)
        case .openSettings:
            guard isLoggedIn, lockScreen == nil else { throw SessionInputError.notShowing("the home screen", for: "open-settings") }
            settings = PasscodeSettingsModel(
                isPasscodeEnabled: await service.isPasscodeEnabled, biometric: await service.biometricPresentation)
        case .closeSettings:
            settings = nil
        case .togglePasscode(let on):
            try await settingsAction("toggle-passcode") { $0.passcodeToggled(on) }
        case .toggleBiometric(let on):
            try await settingsAction("toggle-biometric") { $0.biometricToggled(on) }
        case .changePasscode:
            try await settingsAction("change-passcode") { $0.changePasscodeTapped() }
        case .cancelSheet:
            try await cancelTopSheet()
        case .setTimeout(let minutes):
            do {
                try await service.updateTimeout(minutes)
                await coordinate(.timeoutChanged(try LockTimeout(minutes: minutes)))
            } catch let error as PasscodeServiceError {
                note("timeout not changed: \(error)")
            }
        case .logout:
            try await logout()
        case .login:
            isLoggedIn = true
            try await service.refreshFromServer()
            await coordinate(await service.isPasscodeEnabled ? .passcodeEnabled : .passcodeDisabled)
        case .apiFailure(let endpoint, let error, let count):
            await backend.injectFailure(error, on: endpoint, count: count)
        }
    }

    func enterScene(_ phase: ScenePhase) async throws {
        guard isRunning else { throw SessionInputError.notRunning(phase.rawValue) }
        await coordinate(.scenePhase(phase))
        if phase == .active { await refreshBiometric() }
    }

    func terminate() async throws {
        isRunning = false
        lockScreen = nil
        setPasscodeFlow = nil
        resetFlow = nil
        disableSheet = nil
        settings = nil
        isCovered = false
        sensor.update { _ = $0.cancelPrompt() }
        timers.removeAll()
        try await service.loadLocalState()
        coordinator = LockCoordinator(
            policy: configuration.policy, passcodeEnabled: await service.isPasscodeEnabled,
            biometricUnlockEnabled: await service.isBiometricEnabled, timeout: coordinator.settingsTimeout,
            attempts: try store.passcodeAttempts())
    }

    func logout() async throws {
        try await service.clearLocalData()
        isLoggedIn = false
        lockScreen = nil
        resetFlow = nil
        setPasscodeFlow = nil
        disableSheet = nil
        settings = nil
        await coordinate(.passcodeDisabled)
        await coordinate(.biometricUnlockChanged(enabled: false))
    }

    func changeSensor(_ change: SensorChange) async {
        sensor.update { device -> Void in
            switch change {
            case .matching(let on): device.isMatching = on
            case .enrolled(let on): device.setEnrolled(on)
            case .hardware(let hardware): device.hardware = hardware
            case .devicePasscodeSet(let on): device.isPasscodeSet = on
            case .queue(let attempts): device.enqueue(attempts)
            case .latency(let latency): device.rules.attemptLatency = latency
            case .changeEnrollment: device.changeEnrollment()
            case .osUpgradeRotation: device.simulateOSUpgradeRotation()
            }
        }
        await refreshBiometric()
    }

    /// Re-reads the sensor through the service (enrollment-change detection) and tells every screen.
    func refreshBiometric() async {
        let wasEnabled = coordinator.biometricUnlockEnabled
        await service.checkBiometricAvailability()
        let enabled = await service.isBiometricEnabled
        if wasEnabled != enabled { await coordinate(.biometricUnlockChanged(enabled: enabled)) }
        let presentation = await service.biometricPresentation
        lockScreen?.biometricChanged(presentation)
        settings?.serviceChanged(isPasscodeEnabled: await service.isPasscodeEnabled, biometric: presentation)
    }
}
