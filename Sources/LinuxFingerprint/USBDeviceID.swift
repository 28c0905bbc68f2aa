/// A USB vendor and product id pair, as in `lsusb` (`27c6:5110`).
///
/// Text and JSON use lowercase 4-digit hex, as every Linux tool does: `27c6:5110` and
/// `{"vendor": "27c6", "product": "5110"}`.
public struct USBDeviceID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The vendor id (`idVendor`).
    public var vendor: UInt16
    /// The product id (`idProduct`).
    public var product: UInt16

    /// An id from its two halves.
    public init(vendor: UInt16, product: UInt16) {
        self.vendor = vendor
        self.product = product
    }

    /// Parses the hexadecimal sysattr values `idVendor` and `idProduct` (`"27c6"`, `"5110"`).
    public init?(vendorHex: String, productHex: String) {
        guard let vendor = UInt16(vendorHex.trimmingWhitespace(), radix: 16),
            let product = UInt16(productHex.trimmingWhitespace(), radix: 16)
        else { return nil }
        self.init(vendor: vendor, product: product)
    }

    /// Parses a udev `PRODUCT=` property (`"27c6/5110/100"`: vendor/product/bcdDevice, hex without padding).
    public init?(productProperty: String) {
        let parts = productProperty.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        self.init(vendorHex: String(parts[0]), productHex: String(parts[1]))
    }

    /// `27c6:5110`.
    public var description: String { "\(Self.hex(vendor, uppercase: false)):\(Self.hex(product, uppercase: false))" }

    /// The start of the device's modalias as hwdb files match it: `usb:v27C6p5110`.
    public var modaliasPrefix: String {
        "usb:v\(Self.hex(vendor, uppercase: true))p\(Self.hex(product, uppercase: true))"
    }

    private enum CodingKeys: String, CodingKey { case vendor, product }

    /// Decodes `{"vendor": "27c6", "product": "5110"}` (lowercase or uppercase hex).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let vendor = try container.decode(String.self, forKey: .vendor)
        let product = try container.decode(String.self, forKey: .product)
        guard vendor.utf8.count == 4, product.utf8.count == 4,
            let id = USBDeviceID(vendorHex: vendor, productHex: product)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .vendor, in: container,
                debugDescription: "expected 4-digit hex ids such as \"27c6\", got \(vendor):\(product)")
        }
        self = id
    }

    /// Encodes `{"vendor": "27c6", "product": "5110"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.hex(vendor, uppercase: false), forKey: .vendor)
        try container.encode(Self.hex(product, uppercase: false), forKey: .product)
    }

    public static func < (lhs: USBDeviceID, rhs: USBDeviceID) -> Bool {
        (lhs.vendor, lhs.product) < (rhs.vendor, rhs.product)
    }

    private static func hex(_ value: UInt16, uppercase: Bool) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
