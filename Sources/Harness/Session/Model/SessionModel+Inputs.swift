import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// One user or OS input; its effects are appended to `effects`.
    mutating func perform(
        _ input: SessionInput, at now: ClockReading, into effects: inout [SessionEffect]
    ) throws(SessionInputError) {
        switch input {
        case .launch:
            guard !isRunning else { throw .alreadyRunning }
            screens.resetToBase(loggedIn: isLoggedIn)
            scenePhase = .active
            coordinate(.coldLaunch, at: now, into: &effects)
            syncPhase(at: now, into: &effects)
        case .terminate:
            effects += terminate()
        case .scene(let phase):
            try enterScene(phase, at: now, into: &effects)
        case .background:
            try enterScene(.inactive, at: now, into: &effects)
            try enterScene(.background, at: now, into: &effects)
        case .foreground:
            try enterScene(.inactive, at: now, into: &effects)
            try enterScene(.active, at: now, into: &effects)
        case .advance, .setWallClock, .shiftWallClock, .deviceSleep:
            break  // time is the owner's; due timers come back as events
        case .reboot:
            effects += terminate()
        case .digit(let digit):
            try typeDigit(digit, at: now, into: &effects)
        case .delete:
            effects += try deleteDigit()
        case .enterPIN(let pin):
            for digit in pin { try typeDigit(digit, at: now, into: &effects) }
        case .tapBiometric:
            guard case .lock(var screen) = try requireTop("the lock screen") else {
                throw notShowing("the lock screen")
            }
            let wanted = screen.biometricButtonTapped(promptShowing: coordinator.promptInFlight != nil)
            screens.updateTop { $0 = .lock(screen) }
            if wanted.contains(.requestBiometric) { coordinate(.biometricButtonTapped, at: now, into: &effects) }
        case .forgotPasscode:
            guard case .lock = try requireTop("the lock screen") else { throw notShowing("the lock screen") }
            screens.updateLock { $0.forgotPasscodeTapped() }
        case .forgotAlert(let choice):
            guard case .lock(var screen) = try requireTop("the lock screen"), screen.showForgotAlert else {
                throw notShowing("the Forgot Passcode? alert")
            }
            let decided = screen.forgotAlertChose(choice)
            screens.updateTop { $0 = .lock(screen) }
            for effect in decided { lockScreenEffect(effect, at: now, into: &effects) }
        case .enterEmailedResetCode:
            guard let code = outbox.last(where: { $0.passcodeResetCode != nil })?.passcodeResetCode else {
                throw notShowing("an emailed reset code")
            }
            for digit in code { try typeDigit(digit, at: now, into: &effects) }
        case .sensor(let change):
            effects.append(.changeSensor(change))
            effects.append(.service(.checkBiometric))
        case .openSettings:
            guard case .home = try requireTop("the home screen") else { throw notShowing("the home screen") }
            screens.push(.settings(PasscodeSettingsModel(isPasscodeEnabled: account.isPasscodeEnabled, biometric: account.biometric)))
        case .closeSettings:
            guard case .settings = try requireTop("settings") else { throw notShowing("settings") }
            screens.popTop()
        case .togglePasscode(let on):
            effects += try settingsAction { $0.passcodeToggled(on) }
        case .toggleBiometric(let on):
            effects += try settingsAction { $0.biometricToggled(on) }
        case .changePasscode:
            effects += try settingsAction { $0.changePasscodeTapped() }
        case .cancelSheet:
            effects += try cancelTopSheet(at: now)
        case .setTimeout(let minutes):
            effects.append(.service(.updateTimeout(minutes)))
        case .logout:
            effects += logout(at: now)
        case .login:
            isLoggedIn = true
            if isRunning { screens.replaceBase(loggedIn: true) }
            effects.append(.service(.refreshFromServer))
        case .apiFailure(let fault):
            effects.append(.injectFault(fault))
        case .apiLatency(let endpoint, let latency):
            effects.append(.setLatency(endpoint, latency))
        case .openURL(let url) where !isRunning:
            // The OS launches an app that is not running to hand it the URL.
            try perform(.launch, at: now, into: &effects)
            effects += try openURL(url, at: now)
        case .forgotPassword, .typeEmail, .typePassword, .typeConfirmPassword, .toggleShowPassword, .submit,
            .acknowledgeAlert, .backToLogin, .openURL, .openEmailedLink:
            effects += try passwordResetInput(input, at: now)
        }
    }

    /// The top screen, or an error saying the app is not running.
    func requireTop(_ wanted: String) throws(SessionInputError) -> Screen {
        guard let top = screens.top else { throw .notShowing(wanted, showing: "not-running") }
        return top
    }

    /// The error for a step whose screen is not on top; it names what is showing.
    func notShowing(_ wanted: String) -> SessionInputError {
        .notShowing(wanted, showing: screens.topName)
    }

    mutating func enterScene(
        _ phase: ScenePhase, at now: ClockReading, into effects: inout [SessionEffect]
    ) throws(SessionInputError) {
        guard isRunning else { throw .notRunning }
        scenePhase = phase
        syncPhase(at: now, into: &effects)
        if phase == .active { effects.append(.service(.checkBiometric)) }
    }

    mutating func terminate() -> [SessionEffect] {
        screens.terminate()
        scenePhase = .launching
        var effects: [SessionEffect] = []
        if let cycle = coordinator.promptInFlight { effects.append(.cancelPrompt(cycle: cycle)) }
        return effects + [.cancelAllTimers, .service(.loadLocalState)]
    }

    mutating func logout(at now: ClockReading) -> [SessionEffect] {
        isLoggedIn = false
        if isRunning { screens.resetToBase(loggedIn: false) }
        return [.service(.clearLocalData)]
    }

    mutating func settingsAction(
        _ action: (inout PasscodeSettingsModel) -> [PasscodeSettingsModel.Effect]
    ) throws(SessionInputError) -> [SessionEffect] {
        guard case .settings(var model) = try requireTop("settings") else { throw notShowing("settings") }
        let decided = action(&model)
        screens.updateTop { $0 = .settings(model) }
        var effects: [SessionEffect] = []
        for effect in decided {
            switch effect {
            case .presentSetPasscode:
                screens.push(.setPasscode(SetPasscodeFlow(mode: .create, blocklist: .forPolicy(policy))))
            case .presentChangePasscode:
                screens.push(.setPasscode(SetPasscodeFlow(mode: .change, blocklist: .forPolicy(policy))))
            case .presentDisablePasscode:
                screens.push(.disablePasscode(DisablePasscodeSheet()))
            case .setBiometric(let enabled):
                effects.append(.service(.setBiometric(enabled)))
            }
        }
        return effects
    }
}
