/// When a keychain item can be read (`kSecAttrAccessible`), and whether it may leave this device.
///
/// Apple: "Restricting keychain item accessibility"
/// (developer.apple.com/documentation/security/restricting-keychain-item-accessibility) and the pages of each
/// `kSecAttrAccessible…` constant. The default, when a query names none, is ``whenUnlocked``.
public enum KeychainAccessibility: String, Sendable, Hashable, Codable, CaseIterable {
    /// `kSecAttrAccessibleWhenUnlocked`: only while the device is unlocked; migrates to a new device.
    case whenUnlocked
    /// `kSecAttrAccessibleAfterFirstUnlock`: after the first unlock since boot; migrates to a new device.
    case afterFirstUnlock
    /// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`: only while unlocked; never leaves this device.
    case whenUnlockedThisDeviceOnly
    /// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`: after the first unlock since boot; never leaves this
    /// device.
    case afterFirstUnlockThisDeviceOnly
    /// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`: only while unlocked and only while the device has a
    /// passcode (removing the passcode deletes the item); never leaves this device.
    case whenPasscodeSetThisDeviceOnly

    /// Whether the item stays on this device (not restored onto another device from a backup).
    public var isThisDeviceOnly: Bool {
        switch self {
        case .whenUnlocked, .afterFirstUnlock: return false
        case .whenUnlockedThisDeviceOnly, .afterFirstUnlockThisDeviceOnly, .whenPasscodeSetThisDeviceOnly: return true
        }
    }

    /// Whether the device must be unlocked right now to read or add the item.
    public var requiresUnlockedDevice: Bool {
        switch self {
        case .whenUnlocked, .whenUnlockedThisDeviceOnly, .whenPasscodeSetThisDeviceOnly: return true
        case .afterFirstUnlock, .afterFirstUnlockThisDeviceOnly: return false
        }
    }

    /// Whether the item exists only while the device has a passcode.
    public var requiresPasscode: Bool { self == .whenPasscodeSetThisDeviceOnly }
}
