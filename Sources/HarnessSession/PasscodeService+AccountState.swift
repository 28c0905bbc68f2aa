import Biometrics
import LockFlows

extension PasscodeService {
    /// Everything the session model mirrors, read in one hop.
    func accountState() -> AccountState {
        let service = state
        var account = AccountState()
        account.hasPasscode = service.hasPasscode
        account.passcodeEnabled = service.passcodeEnabled
        account.biometricEnabled = service.isBiometricEnabled
        account.biometricDisabledByEnrollmentChange = service.biometricDisabledByEnrollmentChange
        account.timeoutMinutes = service.timeoutMinutes
        account.biometric = service.biometricPresentation
        account.biometricUnavailableReason = service.biometricCapability.unavailableReason
        return account
    }
}
