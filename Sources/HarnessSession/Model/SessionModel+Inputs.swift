import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// One user or OS input; its effects are appended to `effects`.
    mutating func perform(
        _ input: SessionInput, at now: ClockReading, into effects: inout [SessionEffect]
    ) throws(SessionInputError) {
        if input.isScreenInput, isRunning, scenePhase == .background { throw .inBackground }
        if input.isScreenInput, isRunning, coordinator.promptInFlight != nil, configuration.platform.systemPromptIsModal
        {
            throw .underSystemPrompt
        }
        switch input {
        case .launch:
            guard !isRunning else { throw .alreadyRunning }
            screens.resetToBase(loggedIn: isLoggedIn)
            scenePhase = .active
            coordinate(.coldLaunch, at: now, into: &effects)
            checkBiometric(into: &effects)  // the service's init, in the new process
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
        case .eraseDevice:
            replaceDevice(.erased, into: &effects)
        case .restoreOnNewDevice:
            replaceDevice(.restoredOnNewDevice, into: &effects)
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
            checkBiometric(into: &effects)
        case .openSettings:
            guard case .home = try requireTop("the home screen") else { throw notShowing("the home screen") }
            screens.push(
                .settings(
                    PasscodeSettingsModel(isPasscodeEnabled: account.isPasscodeEnabled, biometric: account.biometric)))
        case .closeSettings:
            guard case .settings = try requireTop("settings") else { throw notShowing("settings") }
            screens.popTop()
        case .togglePasscode(let on):
            try requireToggleChange(to: on, from: \.isPasscodeEnabled, "the passcode toggle")
            effects += try settingsAction { $0.passcodeToggled(on) }
        case .toggleBiometric(let on):
            try requireSettingsSection(.biometric, "the Face ID / Touch ID toggle")
            try requireToggleChange(to: on, from: \.isBiometricToggleOn, "the Face ID / Touch ID toggle")
            effects += try settingsAction { $0.biometricToggled(on) }
        case .changePasscode:
            try requireSettingsSection(.changePasscode, "Change Passcode")
            effects += try settingsAction { $0.changePasscodeTapped() }
        case .cancelSheet:
            effects += try cancelTopSheet(at: now)
        case .setTimeout(let minutes, let passcode):
            effects.append(.service(.updateTimeout(minutes, proof: policy.sendsPasscodeProof ? passcode : nil)))
        case .logout:
            effects += logout(at: now)
        case .login(let email, let password):
            if isRunning {
                guard case .login = try requireTop("the login screen") else { throw notShowing("the login screen") }
            }
            guard let password else {
                effects += loggedIn()
                return
            }
            loginError = nil
            effects.append(.passwordReset(.login(email: email ?? configuration.accountEmail, password: password)))
        case .apiFailure(let fault):
            effects.append(.injectFault(fault))
        case .offline(let endpoint, let count):
            effects.append(.goOffline(endpoint, count: count))
        case .apiLatency(let endpoint, let latency):
            effects.append(.setLatency(endpoint, latency))
        case .openURL(let url) where !isRunning:
            // The OS launches an app that is not running to hand it the URL.
            try perform(.launch, at: now, into: &effects)
            effects += openURL(url, at: now)
        case .openURL where scenePhase != .active, .openEmailedLink where isRunning && scenePhase != .active:
            // iOS activates the scene before it hands the app the URL (background → inactive → active), so coming
            // to the foreground, and its lock rules, happen first.
            if scenePhase == .background { try enterScene(.inactive, at: now, into: &effects) }
            try enterScene(.active, at: now, into: &effects)
            effects += try passwordResetInput(input, at: now)
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
        if phase == .active { checkBiometric(into: &effects) }
    }

    mutating func terminate() -> [SessionEffect] {
        screens.terminate()
        scenePhase = .launching
        biometricAvailabilityRead = false
        var effects: [SessionEffect] = []
        if let cycle = coordinator.promptInFlight { effects.append(.cancelPrompt(cycle: cycle)) }
        return effects + [.cancelAllTimers, .service(.loadLocalState)]
    }

    /// The device under the app was erased or replaced: the app is killed and comes back as a fresh install (the
    /// secure store emptied before it reloads, logged out, the sensor enrolled again).
    mutating func replaceDevice(_ replacement: DeviceReplacement, into effects: inout [SessionEffect]) {
        var ended = terminate()
        ended.insert(.replaceDevice(replacement), at: ended.count - 1)
        effects += ended
        isLoggedIn = false
    }

    /// The login succeeded: the content view replaces the login screen and `/api/auth/me` is synced.
    mutating func loggedIn() -> [SessionEffect] {
        isLoggedIn = true
        loginError = nil
        if isRunning { screens.replaceBase(loggedIn: true) }
        return [.service(.refreshFromServer)]
    }

    mutating func logout(at now: ClockReading) -> [SessionEffect] {
        isLoggedIn = false
        if isRunning { screens.resetToBase(loggedIn: false) }
        return [.service(.clearLocalData)]
    }

    /// Refuses flipping a settings toggle to the value it shows, so a scenario cannot believe it changed something.
    func requireToggleChange(
        to on: Bool, from shown: KeyPath<PasscodeSettingsModel, Bool>, _ toggle: String
    ) throws(SessionInputError) {
        guard case .settings(let model) = try requireTop("settings") else { throw notShowing("settings") }
        guard model[keyPath: shown] != on else { throw .unchanged("\(toggle) is already \(on ? "on" : "off")") }
    }

    /// A set or change flow under this session's policy.
    func setPasscodeFlow(_ mode: SetPasscodeFlow.Mode) -> SetPasscodeFlow {
        SetPasscodeFlow(
            mode: mode, blocklist: .forPolicy(policy),
            ignoresDigitsDuringReturn: policy.ignoresDigitsDuringMismatchReturn)
    }

    /// Refuses a tap on a settings control the screen does not show (seed 004: the biometric toggle only while
    /// the passcode is enabled and biometry is available, "Change Passcode" only while the passcode is enabled),
    /// so a scenario can assert that a control is hidden with `refused:`.
    func requireSettingsSection(_ section: PasscodeSettingsModel.Section, _ control: String) throws(SessionInputError) {
        guard case .settings(let model) = try requireTop("settings") else { throw notShowing("settings") }
        guard model.visibleSections.contains(section) else { throw .notShowing(control, showing: "settings") }
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
                screens.push(.setPasscode(setPasscodeFlow(.create)))
            case .presentChangePasscode:
                screens.push(.setPasscode(setPasscodeFlow(.change)))
            case .presentDisablePasscode:
                // Seed 004 keeps `disableError` on the settings view model: a reopened sheet still shows it.
                screens.push(.disablePasscode(DisablePasscodeSheet(errorMessage: model.disableError)))
            case .setBiometric(let enabled):
                effects.append(.service(.setBiometric(enabled)))
            }
        }
        return effects
    }
}
