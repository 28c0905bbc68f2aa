/// The kind of biometry a device offers (LocalAuthentication's `LABiometryType`, plus a generic fingerprint
/// for Android-style phones and Linux readers).
public enum BiometryType: String, Sendable, Hashable, Codable, CaseIterable {
    /// No biometry (or none usable).
    case none
    /// Touch ID.
    case touchID
    /// Face ID.
    case faceID
    /// A fingerprint sensor that is not Touch ID (Android, Linux fprint readers).
    case fingerprint

    /// The seed's `BiometricType.displayName`: "Face ID", "Touch ID", or "Biometric" when none.
    public var displayName: String {
        switch self {
        case .none: return "Biometric"
        case .touchID: return "Touch ID"
        case .faceID: return "Face ID"
        case .fingerprint: return "Fingerprint"
        }
    }

    /// The seed's SF Symbol name for the biometric button.
    public var systemImage: String {
        switch self {
        case .none: return "lock"
        case .touchID, .fingerprint: return "touchid"
        case .faceID: return "faceid"
        }
    }
}
