/// One enrolled libfprint print in a ``PrintStore``: which reader made it, for which finger, and its file.
///
/// The file name says all three, so the store can be listed without libfprint:
/// `virtual_device+0+right-index-finger.print` (each part percent-encoded outside `[A-Za-z0-9._-]`).
public struct StoredPrint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The libfprint driver of the reader (`goodixmoc`, `virtual_device`).
    public var driver: String
    /// libfprint's device id of the reader (`fp_device_get_device_id`).
    public var deviceID: String
    /// The enrolled finger.
    public var finger: Finger
    /// The file's path.
    public var path: String

    /// A print from its parts.
    public init(driver: String, deviceID: String, finger: Finger, path: String) {
        self.driver = driver
        self.deviceID = deviceID
        self.finger = finger
        self.path = path
    }

    /// The reader as `lockharness enroll --device` takes it: `driver/deviceID` (`virtual_device/0`).
    public var device: String { "\(driver)/\(deviceID)" }

    /// `virtual_device/0  right-index-finger  /home/u/.local/share/lockharness/prints/...`.
    public var description: String { "\(device)  \(finger.name)  \(path)" }

    /// The file name for a print of `finger` made by `driver`'s device `deviceID`.
    public static func fileName(driver: String, deviceID: String, finger: Finger) -> String {
        [driver, deviceID, finger.name].map(escape).joined(separator: "+") + ".print"
    }

    /// Reads driver, device id and finger back from a file name; `nil` if it is not a print file name.
    public static func parse(fileName: String, directory: String) -> StoredPrint? {
        guard fileName.hasSuffix(".print"), !fileName.hasPrefix(".") else { return nil }
        let parts = fileName.dropLast(".print".count).split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count == 3, let driver = unescape(parts[0]), let deviceID = unescape(parts[1]),
            let fingerName = unescape(parts[2]), let finger = Finger(name: fingerName), !driver.isEmpty
        else { return nil }
        return StoredPrint(driver: driver, deviceID: deviceID, finger: finger, path: directory + "/" + fileName)
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        // A leading dot would hide the file; "." and ".." are not names.
        if out.hasPrefix(".") { out = "%2E" + out.dropFirst() }
        return out
    }

    private static func unescape(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let high = utf8.index(after: index)
                guard high != utf8.endIndex else { return nil }
                let low = utf8.index(after: high)
                guard low != utf8.endIndex,
                    let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                index = utf8.index(after: low)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
