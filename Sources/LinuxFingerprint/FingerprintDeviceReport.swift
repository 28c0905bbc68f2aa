import Foundation

/// The result of a device scan: readers found, and why nothing was found if so.
public struct FingerprintDeviceReport: Sendable, Hashable, Codable {
    /// Whether udev could be asked at all (false without the trait or without udev).
    public var available: Bool
    /// The catalog used to classify (a path or `built-in fallback`).
    public var catalogSource: String
    /// How many patterns the catalog holds.
    public var catalogEntries: Int
    /// The devices found (readers only, unless asked for all USB devices).
    public var devices: [FingerprintReader]
    /// Why the list is empty or discovery is unavailable, when it is.
    public var note: String?

    /// A report from its parts.
    public init(
        available: Bool, catalogSource: String, catalogEntries: Int, devices: [FingerprintReader], note: String?
    ) {
        self.available = available
        self.catalogSource = catalogSource
        self.catalogEntries = catalogEntries
        self.devices = devices
        self.note = note
    }

    /// One line per device, then the note: what `lockharness devices` prints.
    public var lines: [String] {
        var lines = devices.map { device in
            let name = device.product ?? "(no product name)"
            return "\(device.id)  \(device.classification.label.padding(toLength: 11, withPad: " ", startingAt: 0))  "
                + "\(device.classification.driver ?? "-")  \(name)  \(device.syspath)"
        }
        if devices.isEmpty { lines.append(available ? "no fingerprint readers found" : "real readers unavailable") }
        if let note { lines.append("note: \(note)") }
        lines.append("catalog: \(catalogSource) (\(catalogEntries) entries)")
        return lines
    }
}

/// File existence without importing Foundation into every caller.
enum FileManagerProbe {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
