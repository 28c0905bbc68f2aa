import Biometrics

/// What a ``PasscodeService`` knows beyond its store, as a value: taken from one service
/// (``PasscodeService/state``) it starts another in the same place, over a store holding the same contents
/// (``PasscodeService/init(api:store:sensor:policy:state:)``).
public struct PasscodeServiceState: Sendable, Hashable {
    var hasPasscode = false
    var passcodeEnabled = false
    var isBiometricEnabled = false
    var biometricType: BiometryType = .none
    var biometricCapability: BiometricCapability = .absent
    var biometricDisabledByEnrollmentChange = false
    var timeoutMinutes = 15
    var isLocked = false
}
