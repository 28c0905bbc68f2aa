#if os(Linux)
    /// How an interpolated value shows in the log: `\(user.email, privacy: .private)`.
    ///
    /// Apple: developer.apple.com/documentation/os/oslogprivacy. "By default, the system redacts dynamic strings and
    /// complex objects" (`.auto`), while integers, floating-point numbers and Booleans are public; `.private` and
    /// `.sensitive` always redact; a `.hash` mask shows a hash of the value instead of `<private>`, so equal values
    /// can be correlated (`<mask.hash: '…'>`).
    public struct OSLogPrivacy: Sendable, Hashable {
        /// How a redacted value is masked.
        public struct Mask: Sendable, Hashable {
            let hashes: Bool
            /// Shown as `<mask.hash: '…'>`.
            public static let hash = Mask(hashes: true)
            /// Shown as `<private>`.
            public static let none = Mask(hashes: false)
        }

        enum Level: Sendable, Hashable { case auto, `public`, `private`, sensitive }

        let level: Level
        let mask: Mask

        /// Public: shown as is.
        public static let `public` = OSLogPrivacy(level: .public, mask: .none)
        /// Private: redacted.
        public static let `private` = OSLogPrivacy(level: .private, mask: .none)
        /// Sensitive: redacted, even where private data is shown.
        public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
        /// The system's choice: scalars public, strings and objects redacted.
        public static let auto = OSLogPrivacy(level: .auto, mask: .none)

        /// Private, masked with `mask`.
        public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
        /// Sensitive, masked with `mask`.
        public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
        /// The system's choice, masked with `mask` when redacted.
        public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

        /// Whether a value of this privacy is redacted (`isScalar`: a number or Boolean, public under `.auto`).
        func redacts(isScalar: Bool) -> Bool {
            switch level {
            case .public: return false
            case .private, .sensitive: return true
            case .auto: return !isScalar
            }
        }

        /// `text` as the log shows it.
        func render(_ text: String, isScalar: Bool) -> String {
            guard redacts(isScalar: isScalar) else { return text }
            guard mask.hashes else { return "<private>" }
            var hash: UInt32 = 2_166_136_261  // FNV-1a: stable across runs, unlike Hasher
            for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return "<mask.hash: '\(String(hash, radix: 16))'>"
        }
    }
#endif
