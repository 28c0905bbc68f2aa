import Biometrics
import LockCore
import LockFlows

extension AppSession {
    /// The state everything can assert on.
    public func snapshot() async -> SessionSnapshot {
        let now = clock.now()
        let device = sensor.state
        let presentation = await service.biometricPresentation
        let gate = coordinator.passcodeGate(at: now)
        var screen = "home"
        var title: String?
        var error: String?
        var dots = 0
        var shakes = 0
        var loading = false
        if !isRunning {
            screen = "not-running"
        } else if let flow = resetFlow {
            screen = "reset-passcode"
            title = flow.step.rawValue
            error = flow.errorMessage
            dots = flow.filledDots
            shakes = flow.shakeCount
            loading = flow.isLoading
        } else if let lock = lockScreen {
            screen = "lock"
            title = lock.title
            error = lock.errorMessage
            dots = lock.entry.filledDots
            shakes = lock.entry.shakeCount
        } else if !isLoggedIn {
            screen = "login"
        } else if let flow = setPasscodeFlow {
            screen = flow.mode == .create ? "set-passcode" : "change-passcode"
            title = flow.step.rawValue
            error = flow.errorMessage
            dots = flow.entry.filledDots
            shakes = flow.entry.shakeCount
            loading = flow.isLoading
        } else if let sheet = disableSheet {
            screen = "disable-passcode"
            title = sheet.title
            error = sheet.errorMessage
            dots = sheet.entry.filledDots
            shakes = sheet.entry.shakeCount
        } else if settings != nil {
            screen = "settings"
            title = "Security"
        }
        var delay = 0
        if case .delayed(let remaining) = gate {
            delay = Int(remaining.components.seconds) + (remaining.components.attoseconds > 0 ? 1 : 0)
        }
        return SessionSnapshot(
            screen: screen, locked: coordinator.isLocked, stepTitle: title, error: error, dots: dots,
            shakeCount: shakes, biometricButton: lockScreen?.showsBiometricButton ?? false,
            prompt: coordinator.promptInFlight != nil, promptCount: promptsStarted, cover: isCovered,
            phase: coordinator.phase.rawValue, lockCycle: coordinator.lockCycle, loading: loading,
            forgotAlert: lockScreen?.showForgotAlert ?? false, loggedIn: isLoggedIn,
            passcodeEnabled: await service.isPasscodeEnabled, biometricEnabled: await service.isBiometricEnabled,
            biometricDisabledByEnrollmentChange: await service.biometricDisabledByEnrollmentChange,
            timeoutMinutes: await service.timeoutMinutes,
            securityLabel: "Passcode & \(presentation.biometryType.displayName)",
            settingsSections: settings?.visibleSections.map(\.rawValue).joined(separator: ",") ?? "",
            passcodeFailures: coordinator.attempts.failures, passcodeDelaySeconds: delay,
            verifierWiped: gate == .verifierWiped, biometryType: presentation.biometryType.rawValue,
            sensorHardware: device.hardware.rawValue, sensorEnrolled: device.isEnrolled,
            sensorFailures: device.consecutiveFailures, attemptsLeft: device.attemptsLeftBeforeLockout(at: now) ?? -1,
            lockout: device.lockout(at: now).description, lastOutcome: lastOutcome?.rawValue,
            unconsumedScript: device.unconsumedScript.map(\.name),
            resetCodesSent: await backend.sentResetCodes.count,
            elapsedSeconds: Double(now.continuous.nanoseconds) / 1e9)
    }

    /// The backend's request log, for assertions.
    public func apiRequests() async -> [PasscodeEndpoint] { await backend.requestLog }
}
