import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// Tells the coordinator the account's timeout when it differs from the one it uses.
    mutating func syncTimeout(at now: ClockReading, into effects: inout [SessionEffect]) {
        guard let timeout = try? LockTimeout(minutes: account.timeoutMinutes), timeout != coordinator.settingsTimeout
        else { return }
        coordinate(.timeoutChanged(timeout), at: now, into: &effects)
    }

    /// The service answered `call`; the account mirror is replaced by what it reports, then the screen that
    /// asked continues. Its effects are appended to `effects`.
    mutating func serviceAnswered(
        _ call: ServiceCall, _ answer: ServiceAnswer, at now: ClockReading, into effects: inout [SessionEffect]
    ) {
        account = answer.account
        switch call {
        case .verifyPasscode(_, let origin):
            passcodeVerified(answer.matched, for: origin, at: now, into: &effects)
        case .wipeVerifier:
            break
        case .setPasscode:
            for effect in updateFirst(setPasscode: { $0.saveFinished(error: answer.error) }) {
                effects += setPasscodeEffect(effect, at: now)
            }
            if account.isPasscodeEnabled { coordinate(.passcodeEnabled, at: now, into: &effects) }
        case .changePasscode:
            for effect in updateFirst(setPasscode: { $0.saveFinished(error: answer.error) }) {
                effects += setPasscodeEffect(effect, at: now)
            }
            coordinate(.passcodeChanged, at: now, into: &effects)
        case .requestPasscodeReset:
            screens.updateLock { $0.resetRequestFinished(error: answer.error) }
            guard answer.error == nil, screens.isLockShowing else { return }
            screens.push(.resetPasscode(ResetPasscodeFlow(blocklist: .forPolicy(policy))))
        case .resetPasscode:
            for effect in updateFirst(resetPasscode: { $0.resetFinished(error: answer.error) }) {
                effects += resetPasscodeEffect(effect, at: now)
            }
        case .updateTimeout(let minutes, _):
            guard answer.error == nil, let timeout = try? LockTimeout(minutes: minutes) else {
                note(.text("timeout not changed: \(answer.error ?? "out of range")"), into: &effects)
                return
            }
            coordinate(.timeoutChanged(timeout), at: now, into: &effects)
        case .removePasscode(let origin, _):
            if let error = answer.error {
                note(.text("removing the passcode failed: \(error)"), into: &effects)
            } else {
                coordinate(.passcodeDisabled, at: now, into: &effects)
                coordinate(.biometricUnlockChanged(enabled: false), at: now, into: &effects)
            }
            switch origin {
            case .forgotPasscodeLogout: effects += logout(at: now)
            case .disableSheet: effects += disableEffect(.dismiss, at: now)
            }
        case .setBiometric(let enabled):
            guard answer.error == nil else {
                note(.text("biometric setting not changed: \(answer.error!)"), into: &effects)
                return
            }
            coordinate(.biometricUnlockChanged(enabled: enabled), at: now, into: &effects)
            checkBiometric(into: &effects)
        case .clearLocalData:
            coordinate(.passcodeDisabled, at: now, into: &effects)
            coordinate(.biometricUnlockChanged(enabled: false), at: now, into: &effects)
            syncTimeout(at: now, into: &effects)
        case .refreshFromServer:
            if let error = answer.error {
                note(.text("login: \(error)"), into: &effects)
                return
            }
            coordinate(account.isPasscodeEnabled ? .passcodeEnabled : .passcodeDisabled, at: now, into: &effects)
            // `/api/auth/me` brings the timeout back too: the lock must use it, not what logout left.
            syncTimeout(at: now, into: &effects)
        case .loadLocalState:
            coordinator = LockCoordinator(
                policy: policy, passcodeEnabled: account.isPasscodeEnabled,
                biometricUnlockEnabled: account.biometricEnabled, timeout: coordinator.settingsTimeout,
                attempts: answer.attempts ?? PasscodeAttemptState())
        case .checkBiometric:
            if coordinator.biometricUnlockEnabled != account.biometricEnabled {
                coordinate(.biometricUnlockChanged(enabled: account.biometricEnabled), at: now, into: &effects)
            }
            let presentation = account.biometric
            let enabled = account.isPasscodeEnabled
            screens.updateLock { $0.biometricChanged(presentation) }
            screens.updateSettings { $0.serviceChanged(isPasscodeEnabled: enabled, biometric: presentation) }
        }
    }
}
