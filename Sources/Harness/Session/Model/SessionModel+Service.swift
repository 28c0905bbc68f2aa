import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// The service answered `call`; the account mirror is replaced by what it reports, then the screen that
    /// asked continues.
    mutating func serviceAnswered(_ call: ServiceCall, _ answer: ServiceAnswer, at now: ClockReading) -> [SessionEffect] {
        account = answer.account
        switch call {
        case .verifyPasscode(_, let origin):
            return passcodeVerified(answer.matched, for: origin, at: now)
        case .passcodeAuthenticated, .wipeVerifier:
            return []
        case .setPasscode:
            var effects = updateFirst(setPasscode: { $0.saveFinished(error: answer.error) })
                .flatMap { setPasscodeEffect($0, at: now) }
            if account.isPasscodeEnabled { effects += coordinate(.passcodeEnabled, at: now) }
            return effects
        case .changePasscode:
            let effects = updateFirst(setPasscode: { $0.saveFinished(error: answer.error) })
                .flatMap { setPasscodeEffect($0, at: now) }
            return effects + coordinate(.passcodeChanged, at: now)
        case .requestPasscodeReset:
            screens.updateLock { $0.resetRequestFinished(error: answer.error) }
            guard answer.error == nil, screens.isLockShowing else { return [] }
            screens.push(.resetPasscode(ResetPasscodeFlow(blocklist: .forPolicy(policy))))
            return []
        case .resetPasscode:
            return updateFirst(resetPasscode: { $0.resetFinished(error: answer.error) })
                .flatMap { resetPasscodeEffect($0, at: now) }
        case .updateTimeout(let minutes):
            guard answer.error == nil, let timeout = try? LockTimeout(minutes: minutes) else {
                return noted(.text("timeout not changed: \(answer.error ?? "out of range")"))
            }
            return coordinate(.timeoutChanged(timeout), at: now)
        case .removePasscode(let origin):
            var effects: [SessionEffect] = []
            if let error = answer.error {
                effects += noted(.text("removing the passcode failed: \(error)"))
            } else {
                effects += coordinate(.passcodeDisabled, at: now)
                effects += coordinate(.biometricUnlockChanged(enabled: false), at: now)
            }
            switch origin {
            case .forgotPasscodeLogout: effects += logout(at: now)
            case .disableSheet: effects += disableEffect(.dismiss, at: now)
            }
            return effects
        case .setBiometric(let enabled):
            guard answer.error == nil else { return noted(.text("biometric setting not changed: \(answer.error!)")) }
            return coordinate(.biometricUnlockChanged(enabled: enabled), at: now) + [.service(.checkBiometric)]
        case .clearLocalData:
            var effects = coordinate(.passcodeDisabled, at: now)
            effects += coordinate(.biometricUnlockChanged(enabled: false), at: now)
            return effects
        case .refreshFromServer:
            if let error = answer.error { return noted(.text("login: \(error)")) }
            return coordinate(account.isPasscodeEnabled ? .passcodeEnabled : .passcodeDisabled, at: now)
        case .loadLocalState:
            coordinator = LockCoordinator(
                policy: policy, passcodeEnabled: account.isPasscodeEnabled,
                biometricUnlockEnabled: account.biometricEnabled, timeout: coordinator.settingsTimeout,
                attempts: answer.attempts ?? PasscodeAttemptState())
            return []
        case .checkBiometric:
            var effects: [SessionEffect] = []
            if coordinator.biometricUnlockEnabled != account.biometricEnabled {
                effects += coordinate(.biometricUnlockChanged(enabled: account.biometricEnabled), at: now)
            }
            let presentation = account.biometric
            let enabled = account.isPasscodeEnabled
            screens.updateLock { $0.biometricChanged(presentation) }
            screens.updateSettings { $0.serviceChanged(isPasscodeEnabled: enabled, biometric: presentation) }
            return effects
        }
    }
}
