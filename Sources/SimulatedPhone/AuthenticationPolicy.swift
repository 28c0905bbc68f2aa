/// What an authentication accepts: LocalAuthentication's policies, plus the passcode alone (a keychain item
/// protected by `.devicePasscode`).
public enum AuthenticationPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Biometry only (`deviceOwnerAuthenticationWithBiometrics`): fails when the sensor cannot be used.
    case biometrics
    /// Biometry, falling back to the device passcode (`deviceOwnerAuthentication`).
    case biometricsOrPasscode
    /// The device passcode only.
    case passcode
}
