import Biometrics

extension AppInfoPlist {
    /// How the system ends a prompt from this app at once, before the sensor is asked, or `nil` when it lets the
    /// prompt run: a Face ID prompt without `NSFaceIDUsageDescription` ends with `biometryNotAvailable` (LAError -6);
    /// Touch ID and the other sensors need no description (see ``AppInfoPlist``).
    public func promptRefusal(biometryType: BiometryType) -> BiometricOutcome? {
        biometryType == .faceID && !allowsFaceID ? .biometryNotAvailable : nil
    }
}
