import Biometrics

/// What the screens need to know about biometry: the seed's `biometricType`, `isBiometricEnabled` and
/// `isBiometricAvailable`.
public struct BiometricPresentation: Sendable, Hashable {
    /// The type the device reports (`.none` when unavailable).
    public var biometryType: BiometryType
    /// Whether the user turned biometric unlock on.
    public var isEnabled: Bool
    /// Whether a prompt can be shown now (hardware present, enrolled, not locked out, connected).
    public var isAvailable: Bool

    /// A presentation from its parts.
    public init(biometryType: BiometryType, isEnabled: Bool, isAvailable: Bool) {
        self.biometryType = biometryType
        self.isEnabled = isEnabled
        self.isAvailable = isAvailable
    }

    /// No biometry at all.
    public static let unavailable = BiometricPresentation(biometryType: .none, isEnabled: false, isAvailable: false)

    /// The seed's `canUseBiometric`: enabled and available. Drives the lock screen's button and auto-prompt.
    public var canUseBiometric: Bool { isEnabled && isAvailable && biometryType != .none }
    /// The button's SF Symbol.
    public var icon: String { biometryType.systemImage }
    /// "Face ID", "Touch ID" or "Biometric".
    public var name: String { biometryType.displayName }
}
