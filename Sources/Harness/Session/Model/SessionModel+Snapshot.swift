import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// What `expect` reads: a pure function of the model, the instant and the sensor's reading.
    public func snapshot(at now: ClockReading, sensor: SensorReading, elapsed: Duration) -> SessionSnapshot {
        let gate = coordinator.passcodeGate(at: now)
        var delay = 0
        if case .delayed(let remaining) = gate {
            delay = Int(remaining.components.seconds) + (remaining.components.attoseconds > 0 ? 1 : 0)
        }
        let settings = screens.settings
        let settingsTexts =
            settings.map(SettingsTexts.init)
            ?? SettingsTexts.closedSettings(isPasscodeEnabled: account.isPasscodeEnabled, biometric: account.biometric)
        var snapshot = SessionSnapshot(
            screen: screens.topName, locked: coordinator.isLocked, stepTitle: nil, error: nil, dots: 0,
            shakeCount: 0, biometricButton: screens.lockScreen?.showsBiometricButton ?? false,
            prompt: coordinator.promptInFlight != nil, promptCount: promptsStarted, cover: coordinator.isCovered,
            phase: coordinator.phase.rawValue, lockCycle: coordinator.lockCycle, loading: false,
            forgotAlert: screens.lockScreen?.showForgotAlert ?? false, loggedIn: isLoggedIn,
            passcodeEnabled: account.isPasscodeEnabled, biometricEnabled: account.biometricEnabled,
            biometricDisabledByEnrollmentChange: account.biometricDisabledByEnrollmentChange,
            timeoutMinutes: account.timeoutMinutes, securityLabel: settingsTexts.securityLabel,
            settingsSections: settings?.visibleSections.map(\.rawValue).joined(separator: ",") ?? "",
            passcodeFailures: coordinator.attempts.failures, passcodeDelaySeconds: delay,
            verifierWiped: gate == .verifierWiped, biometryType: account.biometric.biometryType.rawValue,
            sensorHardware: sensor.hardware, sensorEnrolled: sensor.enrolled, sensorFailures: sensor.failures,
            attemptsLeft: sensor.attemptsLeft, lockout: sensor.lockout, lastOutcome: lastOutcome?.rawValue,
            unconsumedScript: sensor.unconsumedScript,
            resetCodesSent: outbox.filter { $0.passcodeResetCode != nil }.count,
            elapsedSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        snapshot.biometricUnavailable = account.biometricUnavailableReason?.rawValue
        (snapshot.passcodeToggleTitle, snapshot.passcodeToggleSubtitle) = settingsTexts.passcodeToggle
        (snapshot.biometricToggleTitle, snapshot.biometricToggleSubtitle) = settingsTexts.biometricToggle
        snapshot.hint = hint
        snapshot.emailsSent = outbox.count
        snapshot.lastEmailTo = outbox.last?.to
        snapshot.linkPending = pendingLink != nil
        snapshot.linkIgnored = lastIgnoredLink
        if let top = screens.top { describe(top, into: &snapshot) }
        return snapshot
    }

    /// The top screen's title, error line, dots, spinner and alert.
    private func describe(_ top: Screen, into snapshot: inout SessionSnapshot) {
        switch top {
        case .login, .home:
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
                snapshot.link = "verifying"
            case .valid:
                snapshot.link = "valid"
                snapshot.error = model.formErrorMessage
            case .invalid(let message):
                snapshot.link = "invalid"
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
