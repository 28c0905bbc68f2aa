import Biometrics
import LockCore

/// One stored keychain item: its class, primary-key attributes, data and protection.
public struct KeychainItem: Sendable, Hashable {
    /// The item class.
    public var itemClass: KeychainItemClass
    /// `kSecAttrService` (generic passwords).
    public var service: String?
    /// `kSecAttrAccount`.
    public var account: String?
    /// `kSecAttrServer` (internet passwords).
    public var server: String?
    /// `kSecAttrLabel`.
    public var label: String?
    /// `kSecValueData`.
    public var data: [UInt8]
    /// When the item can be read; for an access-controlled item, its access control's protection.
    public var accessibility: KeychainAccessibility
    /// The authentication reading the item demands, if any.
    public var accessControl: KeychainAccessControl?
    /// The enrolled set the item is bound to (``KeychainAccessControl/Constraint/biometryCurrentSet``).
    public var boundEnrollment: EnrollmentState?
    /// `kSecAttrCreationDate`.
    public var created: WallClockInstant
    /// `kSecAttrModificationDate`.
    public var modified: WallClockInstant

    /// An item from its parts; `created` and `modified` default to the Unix epoch and are set by the model.
    public init(
        itemClass: KeychainItemClass, service: String? = nil, account: String? = nil, server: String? = nil,
        label: String? = nil, data: [UInt8] = [], accessibility: KeychainAccessibility = .whenUnlocked,
        accessControl: KeychainAccessControl? = nil
    ) {
        self.itemClass = itemClass
        self.service = service
        self.account = account
        self.server = server
        self.label = label
        self.data = data
        self.accessibility = accessControl?.protection ?? accessibility
        self.accessControl = accessControl
        self.boundEnrollment = nil
        self.created = WallClockInstant(nanosecondsSince1970: 0)
        self.modified = created
    }

    /// The primary key: class, then service and account (generic) or server and account (internet).
    public var primaryKey: [String?] {
        switch itemClass {
        case .genericPassword: return ["g", service, account]
        case .internetPassword: return ["i", server, account]
        }
    }

    /// Whether the item would have to stay on this device: a ThisDeviceOnly accessibility, or an access control
    /// (its key lives in this device's Secure Enclave).
    public var staysOnDevice: Bool { accessibility.isThisDeviceOnly || accessControl != nil }
}
