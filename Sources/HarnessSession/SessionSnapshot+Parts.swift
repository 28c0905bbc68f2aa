extension SessionSnapshot {
    /// The groups of fields a snapshot can be built with. The core (the lock, the scene, the account, the last
    /// prompt) is always there; an `expect` step builds only the groups its fields read (see
    /// ``ExpectFieldSpec/part``), and every other reader gets ``all``. Fields outside the groups built keep their
    /// ``blank`` values.
    public struct Parts: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The lock, the scene, the account and the last prompt: always built.
        public static let core: Parts = []
        /// The settings' labels and sections.
        public static let settings = Parts(rawValue: 1 << 0)
        /// The sensor's reading (hardware, enrollment, failures, lockout, script).
        public static let sensor = Parts(rawValue: 1 << 1)
        /// What the top screen shows: title, error line, dots, spinner, alert, forms.
        public static let topScreen = Parts(rawValue: 1 << 2)
        /// The emails sent.
        public static let mail = Parts(rawValue: 1 << 3)
        /// Every field.
        public static let all: Parts = [.settings, .sensor, .topScreen, .mail]
    }
}
