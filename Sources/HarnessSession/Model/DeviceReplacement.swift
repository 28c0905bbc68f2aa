/// How the device under the app was replaced (``SessionInput/eraseDevice``, ``SessionInput/restoreOnNewDevice``).
///
/// Both kill the app and leave the secure store without the app's items, because the seeds' keychain items are
/// device-only (``LockCore/SecureStore`` keeps the seeds' passcode cache and tokens, which a team stores with a
/// `…ThisDeviceOnly` accessibility): Apple's "kSecAttrAccessibleWhenUnlockedThisDeviceOnly" says such items "do not
/// migrate to a new device. Thus, after restoring from a backup of a different device, these items will not be
/// present". An erase removes every item ("Erase All Content and Settings").
public enum DeviceReplacement: String, Sendable, Hashable, CaseIterable {
    /// The same device, erased to factory state.
    case erased
    /// A backup of this device restored onto another one.
    case restoredOnNewDevice
}
