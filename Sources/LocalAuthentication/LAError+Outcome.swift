#if os(Linux)
    import Biometrics

    extension LAError {
        /// The error a simulated prompt's failure `outcome` is reported as (a permanent lockout is `biometryLockout`).
        public init(outcome: BiometricOutcome) {
            self.init(outcome.laErrorCode.flatMap(Code.init(rawValue:)) ?? .authenticationFailed)
        }
    }
#endif
