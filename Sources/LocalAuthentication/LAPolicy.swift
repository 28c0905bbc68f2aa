#if os(Linux)
    /// The authentication policies of LocalAuthentication, with Apple's raw values.
    public enum LAPolicy: Int, Sendable, Hashable, CaseIterable {
        /// Biometry only (Face ID, Touch ID).
        case deviceOwnerAuthenticationWithBiometrics = 1
        /// Biometry, or the device passcode.
        case deviceOwnerAuthentication = 2
        /// A companion device (Apple Watch); never available on the simulated phone.
        case deviceOwnerAuthenticationWithCompanion = 3
        /// Biometry or a companion device; the simulated phone has no companion, so this is biometry.
        case deviceOwnerAuthenticationWithBiometricsOrCompanion = 4
        /// A companion device with wrist detection; never available on the simulated phone.
        case deviceOwnerAuthenticationWithWristDetection = 5

        /// The deprecated name of ``deviceOwnerAuthenticationWithCompanion``.
        public static var deviceOwnerAuthenticationWithWatch: LAPolicy { .deviceOwnerAuthenticationWithCompanion }
        /// The deprecated name of ``deviceOwnerAuthenticationWithBiometricsOrCompanion``.
        public static var deviceOwnerAuthenticationWithBiometricsOrWatch: LAPolicy {
            .deviceOwnerAuthenticationWithBiometricsOrCompanion
        }
    }
#endif
