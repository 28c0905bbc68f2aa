import Biometrics
import LockCore
import LockFlows

extension SessionModel {

    /// The snapshot with the core fields and the groups in `parts` (`sensor` is read only for the `sensor` group);
    /// the other fields keep their zero values (``SessionSnapshot/blank``).
    func snapshot(
        at now: ClockReading, parts: SessionSnapshot.Parts, sensor: SensorReading?, elapsed: Duration
    ) -> SessionSnapshot {
        var snapshot = SessionSnapshot()
        let gate = coordinator.passcodeGate(at: now)
        if case .delayed(let remaining) = gate {
            snapshot.passcodeDelaySeconds =
                Int(remaining.components.seconds) + (remaining.components.attoseconds > 0 ? 1 : 0)
        }
        snapshot.screen = screens.topName
        snapshot.locked = coordinator.isLocked
        let lockScreen = screens.lockScreen
        snapshot.biometricButton = lockScreen?.showsBiometricButton ?? false
        snapshot.forgotAlert = lockScreen?.showForgotAlert ?? false
        snapshot.prompt = coordinator.promptInFlight != nil
        snapshot.promptCount = promptsStarted
        snapshot.cover = coordinator.isCovered
        snapshot.phase = coordinator.phase.rawValue
        snapshot.lockCycle = coordinator.lockCycle
        snapshot.loggedIn = isLoggedIn
        snapshot.passcodeEnabled = account.isPasscodeEnabled
        snapshot.biometricEnabled = account.biometricEnabled
        snapshot.biometricDisabledByEnrollmentChange = account.biometricDisabledByEnrollmentChange
        snapshot.timeoutMinutes = account.timeoutMinutes
        snapshot.passcodeFailures = coordinator.attempts.failures
        snapshot.verifierWiped = gate == .verifierWiped
        snapshot.biometryType = account.biometric.biometryType.rawValue
        snapshot.biometricUnavailable = account.biometricUnavailableReason?.rawValue
        snapshot.lastOutcome = lastOutcome?.rawValue
        snapshot.hint = hint
        snapshot.linkPending = pendingLink != nil
        snapshot.linkIgnored = lastIgnoredLink
        snapshot.elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if parts.contains(.settings) {
            let settings = screens.settings
            let settingsTexts =
                settings.map(SettingsTexts.init)
                ?? SettingsTexts.closedSettings(
                    isPasscodeEnabled: account.isPasscodeEnabled, biometric: account.biometric)
            snapshot.securityLabel = settingsTexts.securityLabel
            snapshot.settingsSections = settings?.visibleSections.map(\.rawValue).joined(separator: ",") ?? ""
            (snapshot.passcodeToggleTitle, snapshot.passcodeToggleSubtitle) = settingsTexts.passcodeToggle
            (snapshot.biometricToggleTitle, snapshot.biometricToggleSubtitle) = settingsTexts.biometricToggle
        }
        if parts.contains(.sensor), let sensor {
            snapshot.sensorHardware = sensor.hardware
            snapshot.sensorEnrolled = sensor.enrolled
            snapshot.sensorFailures = sensor.failures
            snapshot.attemptsLeft = sensor.attemptsLeft
            snapshot.lockout = sensor.lockout
            snapshot.unconsumedScript = sensor.unconsumedScript
            snapshot.sensorLatency = sensor.attemptLatency
        }
        if parts.contains(.mail) {
            snapshot.resetCodesSent = outbox.filter { $0.passcodeResetCode != nil }.count
            snapshot.emailsSent = outbox.count
            snapshot.lastEmailTo = outbox.last?.to
        }
        if parts.contains(.topScreen), let top = screens.top { describe(top, into: &snapshot) }
        return snapshot
    }

    /// The top screen's title, error line, dots, spinner and alert.
    private func describe(_ top: Screen, into snapshot: inout SessionSnapshot) {
        switch top {
        case .login:
            snapshot.error = loginError
        case .home:
            break
        case .settings(let model):
            snapshot.stepTitle = model.navigationTitle
        case .setPasscode(let flow):
            snapshot.stepTitle = flow.step.rawValue
            snapshot.error = flow.errorMessage
            snapshot.dots = flow.entry.filledDots
            snapshot.shakeCount = flow.entry.shakeCount
            snapshot.loading = flow.isLoading
        case .disablePasscode(let sheet):
            snapshot.stepTitle = sheet.title
            snapshot.error = sheet.errorMessage
            snapshot.dots = sheet.entry.filledDots
            snapshot.shakeCount = sheet.entry.shakeCount
        case .lock(let lock):
            snapshot.stepTitle = lock.title
            snapshot.error = lock.errorMessage
            snapshot.dots = lock.entry.filledDots
            snapshot.shakeCount = lock.entry.shakeCount
            if lock.showForgotAlert {
                snapshot.alert = ScreenMessages.forgotPasscode
                snapshot.alertMessage = lock.forgotAlertMessage
                snapshot.alertButtons = lock.forgotAlertChoices.map(\.rawValue).joined(separator: ", ")
            }
        case .resetPasscode(let flow):
            snapshot.stepTitle = flow.step.rawValue
            snapshot.error = flow.errorMessage
            snapshot.dots = flow.filledDots
            snapshot.shakeCount = flow.shakeCount
            snapshot.loading = flow.isLoading
        case .forgotPassword(let model):
            snapshot.stepTitle = PasswordResetStrings.forgotTitle
            snapshot.error = model.errorMessage ?? model.emailValidationMessage
            snapshot.loading = model.isLoading
            snapshot.email = model.email
            snapshot.canSubmit = model.canSubmit
            if let alert = model.successAlert { describe(alert, into: &snapshot) }
        case .resetPassword(let model):
            snapshot.stepTitle = PasswordResetStrings.resetPassword
            snapshot.loading = model.isLoading || model.isVerifyingToken
            snapshot.canSubmit = model.canSubmit
            snapshot.accountLine = model.accountLine
            snapshot.passwordLength = model.newPassword.count
            snapshot.confirmPasswordLength = model.confirmPassword.count
            snapshot.passwordVisible = model.showPassword
            snapshot.confirmPasswordVisible = model.showConfirmPassword
            switch model.tokenState {
            case .verifying:
                snapshot.link = ResetLinkState.verifying.rawValue
            case .valid:
                snapshot.link = ResetLinkState.valid.rawValue
                snapshot.error = model.formErrorMessage
            case .invalid(let message):
                snapshot.link = ResetLinkState.invalid.rawValue
                snapshot.stepTitle = PasswordResetStrings.invalidLinkTitle
                snapshot.error = message
            }
            if model.showsRequirements {
                let rows = model.passwordValidation
                snapshot.requirementRows = rows.count
                snapshot.unmetRequirements = rows.filter { !$0.isMet }.map(\.text).joined(separator: ", ")
            }
            if let alert = model.successAlert { describe(alert, into: &snapshot) }
        }
    }

    private func describe(_ alert: PasswordResetAlert, into snapshot: inout SessionSnapshot) {
        snapshot.alert = alert.title
        snapshot.alertMessage = alert.message
        snapshot.alertButtons = alert.button
    }
}
