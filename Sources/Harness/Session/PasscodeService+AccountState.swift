import Biometrics
import LockFlows

extension PasscodeService {
    /// Everything the session model mirrors, read in one hop.
    func accountState() -> AccountState {
        var state = AccountState()
        state.hasPasscode = hasPasscode
        state.passcodeEnabled = passcodeEnabled
        state.biometricEnabled = isBiometricEnabled
        state.biometricDisabledByEnrollmentChange = biometricDisabledByEnrollmentChange
        state.timeoutMinutes = timeoutMinutes
        state.biometric = biometricPresentation
        state.biometricUnavailableReason = biometricCapability.unavailableReason
        return state
    }
}
