import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// One user or OS input.
    mutating func perform(_ input: SessionInput, at now: ClockReading) throws(SessionInputError) -> [SessionEffect] {
        switch input {
        case .launch:
            guard !isRunning else { throw .alreadyRunning }
            screens.resetToBase(loggedIn: isLoggedIn)
            scenePhase = .active
            var effects: [SessionEffect] = []
            coordinate(.coldLaunch, at: now, into: &effects)
            syncPhase(at: now, into: &effects)
            return effects
        case .terminate:
            return terminate()
        case .scene(let phase):
            var effects: [SessionEffect] = []
            try enterScene(phase, at: now, into: &effects)
            return effects
        case .background:
            var effects: [SessionEffect] = []
            try enterScene(.inactive, at: now, into: &effects)
            try enterScene(.background, at: now, into: &effects)
            return effects
        case .foreground:
            var effects: [SessionEffect] = []
            try enterScene(.inactive, at: now, into: &effects)
            try enterScene(.active, at: now, into: &effects)
            return effects
        case .advance, .setWallClock, .shiftWallClock, .deviceSleep:
            return []  // time is the owner's; due timers come back as events
        case .reboot:
            return terminate()
        case .digit(let digit):
            var effects: [SessionEffect] = []
            try typeDigit(digit, at: now, into: &effects)
            return effects
        case .delete:
            return try deleteDigit()
        case .enterPIN(let pin):
            var effects: [SessionEffect] = []
            for digit in pin { try typeDigit(digit, at: now, into: &effects) }
            return effects
        case .tapBiometric:
            guard case .lock(var screen) = try requireTop("the lock screen") else {
                throw notShowing("the lock screen")
            }
            let wanted = screen.biometricButtonTapped(promptShowing: coordinator.promptInFlight != nil)
            screens.updateTop { $0 = .lock(screen) }
            return wanted.contains(.requestBiometric) ? coordinate(.biometricButtonTapped, at: now) : []
        case .forgotPasscode:
            guard case .lock = try requireTop("the lock screen") else { throw notShowing("the lock screen") }
            screens.updateLock { $0.forgotPasscodeTapped() }
            return []
        case .forgotAlert(let choice):
            guard case .lock(var screen) = try requireTop("the lock screen"), screen.showForgotAlert else {
                throw notShowing("the Forgot Passcode? alert")
            }
            let decided = screen.forgotAlertChose(choice)
            screens.updateTop { $0 = .lock(screen) }
            var effects: [SessionEffect] = []
            for effect in decided { lockScreenEffect(effect, at: now, into: &effects) }
            return effects
        case .enterEmailedResetCode:
            guard let code = outbox.last(where: { $0.passcodeResetCode != nil })?.passcodeResetCode else {
                throw notShowing("an emailed reset code")
            }
            var effects: [SessionEffect] = []
            for digit in code { try typeDigit(digit, at: now, into: &effects) }
            return effects
        case .sensor(let change):
            return [.changeSensor(change), .service(.checkBiometric)]
        case .openSettings:
            guard case .home = try requireTop("the home screen") else { throw notShowing("the home screen") }
            screens.push(.settings(PasscodeSettingsModel(isPasscodeEnabled: account.isPasscodeEnabled, biometric: account.biometric)))
            return []
        case .closeSettings:
            guard case .settings = try requireTop("settings") else { throw notShowing("settings") }
            screens.popTop()
            return []
        case .togglePasscode(let on):
            return try settingsAction { $0.passcodeToggled(on) }
        case .toggleBiometric(let on):
            return try settingsAction { $0.biometricToggled(on) }
        case .changePasscode:
            return try settingsAction { $0.changePasscodeTapped() }
        case .cancelSheet:
            return try cancelTopSheet(at: now)
        case .setTimeout(let minutes):
            return [.service(.updateTimeout(minutes))]
        case .logout:
            return logout(at: now)
        case .login:
            isLoggedIn = true
            if isRunning { screens.replaceBase(loggedIn: true) }
            return [.service(.refreshFromServer)]
        case .apiFailure(let fault):
            return [.injectFault(fault)]
        case .apiLatency(let endpoint, let latency):
            return [.setLatency(endpoint, latency)]
        case .openURL(let url) where !isRunning:
            // The OS launches an app that is not running to hand it the URL.
            return try perform(.launch, at: now) + openURL(url, at: now)
        case .forgotPassword, .typeEmail, .typePassword, .typeConfirmPassword, .toggleShowPassword, .submit,
            .acknowledgeAlert, .backToLogin, .openURL, .openEmailedLink:
            return try passwordResetInput(input, at: now)
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
