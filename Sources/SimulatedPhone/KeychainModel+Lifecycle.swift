extension KeychainModel {
    /// The app was terminated and launched again: nothing changes. Keychain items belong to the device, not to
    /// the process (Apple's "Keychain services" pages, developer.apple.com/documentation/security/keychain-services:
    /// the keychain is the device's encrypted store; an app's items outlive its process).
    public mutating func appRelaunched() {}

    /// The device was erased ("Erase All Content and Settings"): every item is gone.
    public mutating func deviceErased() { items = [] }

    /// The device passcode was removed: `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly` items are deleted
    /// (Apple, "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly": "Disabling the device passcode causes all items
    /// in this class to be deleted").
    public mutating func passcodeRemoved() { items.removeAll { $0.accessibility.requiresPasscode } }

    /// This keychain as restored from a backup onto another device: `…ThisDeviceOnly` items do not come along
    /// (Apple, "kSecAttrAccessibleWhenUnlockedThisDeviceOnly": "Items with this attribute do not migrate to a new
    /// device. Thus, after restoring from a backup of a different device, these items will not be present"), nor do
    /// access-controlled items, whose keys stay in the old device's Secure Enclave.
    public func restoredOnAnotherDevice() -> KeychainModel {
        KeychainModel(items: items.filter { !$0.staysOnDevice })
    }

    /// This keychain as restored from a backup onto the same device: every item comes back.
    public func restoredOnSameDevice() -> KeychainModel { self }
}
