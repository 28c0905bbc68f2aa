/// A USB device found through udev, with what the reader catalog says about it.
public struct FingerprintReader: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The sysfs path udev knows it by (`/sys/devices/pci0000:00/.../1-9`): stable while plugged in.
    public var syspath: String
    /// The device node (`/dev/bus/usb/001/003`), when udev reports one.
    public var devnode: String?
    /// Vendor and product id.
    public var id: USBDeviceID
    /// The `product` sysattr (`Goodix Fingerprint Device`), when present.
    public var product: String?
    /// The `manufacturer` sysattr, when present.
    public var manufacturer: String?
    /// What the catalog says about `id`.
    public var classification: ReaderClassification

    /// A device from its parts.
    public init(
        syspath: String, devnode: String?, id: USBDeviceID, product: String?, manufacturer: String?,
        classification: ReaderClassification
    ) {
        self.syspath = syspath
        self.devnode = devnode
        self.id = id
        self.product = product
        self.manufacturer = manufacturer
        self.classification = classification
    }

    /// `27c6:5840 Goodix MOC Fingerprint Sensor — supported (goodixmoc) at /sys/...`.
    public var description: String {
        "\(id) \(product ?? "(no product name)") — \(classification) at \(syspath)"
    }
}
