#if os(Linux)
    /// The constraints of an access control, with Apple's raw values.
    public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt

        /// Flags from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Biometry (any enrolled) or the device passcode.
        public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
        /// Any enrolled face or finger; survives enrollment changes.
        public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
        /// The faces or fingers enrolled now; invalidated by an enrollment change.
        public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
        /// The device passcode.
        public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
        /// A companion device (not simulated).
        public static let companion = SecAccessControlCreateFlags(rawValue: 1 << 5)
        /// Any one constraint suffices.
        public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
        /// Every constraint must be satisfied.
        public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
        /// Private-key usage (not simulated).
        public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
        /// An application password (not simulated).
        public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
        /// Deprecated name of ``biometryAny``.
        public static let touchIDAny = biometryAny
        /// Deprecated name of ``biometryCurrentSet``.
        public static let touchIDCurrentSet = biometryCurrentSet
        /// Deprecated name of ``companion``.
        public static let watch = companion
    }
#endif
