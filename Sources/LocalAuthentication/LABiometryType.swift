#if os(Linux)
    /// The biometry a device offers, with Apple's raw values.
    public enum LABiometryType: Int, Sendable, Hashable, CaseIterable {
        /// No biometry (or `canEvaluatePolicy` was not called yet).
        case none = 0
        /// Touch ID (the simulated phone's Android-style fingerprint sensor reports this too).
        case touchID = 1
        /// Face ID.
        case faceID = 2
        /// Optic ID.
        case opticID = 4
    }
#endif
