/// Discovery of real fingerprint readers: what `lockharness devices` prints.
public enum FingerprintDevices {
    /// Enumerates USB devices through udev and classifies them with `catalog`.
    ///
    /// Never throws for an empty or missing USB bus: the report says why nothing was found.
    public static func scan(catalog: ReaderCatalog, includeNonReaders: Bool = false) -> FingerprintDeviceReport {
        #if LinuxFingerprint
            do {
                let all = try Udev().usbDevices(catalog: catalog)
                var note: String? = nil
                if all.isEmpty {
                    note =
                        FileManagerProbe.exists("/sys/bus/usb")
                        ? "udev sees no USB devices"
                        : "no USB bus visible (/sys/bus/usb is missing: a container without udev?)"
                }
                return FingerprintDeviceReport(
                    available: true, catalogSource: catalog.source, catalogEntries: catalog.entries.count,
                    devices: includeNonReaders ? all : all.filter { $0.classification.isReader }, note: note)
            } catch {
                return FingerprintDeviceReport(
                    available: false, catalogSource: catalog.source, catalogEntries: catalog.entries.count, devices: [],
                    note: error.description)
            }
        #else
            return FingerprintDeviceReport(
                available: false, catalogSource: catalog.source, catalogEntries: catalog.entries.count, devices: [],
                note: LinuxFingerprintError.builtWithoutTrait.description)
        #endif
    }

    /// Loads the catalog (`hwdbPath`, else the first installed hwdb file, else the built-in fallback) and scans.
    public static func scan(hwdbPath: String?, includeNonReaders: Bool = false) throws(LinuxFingerprintError)
        -> FingerprintDeviceReport
    {
        let catalog: ReaderCatalog
        do {
            if let hwdbPath {
                catalog = try ReaderCatalog.load(path: hwdbPath)
            } else {
                catalog = try ReaderCatalog.systemDefault()
            }
        } catch {
            throw .catalog(error)
        }
        return scan(catalog: catalog, includeNonReaders: includeNonReaders)
    }

    /// Whether this build has the LinuxFingerprint trait (real readers) compiled in.
    public static var isBuiltWithTrait: Bool {
        #if LinuxFingerprint
            return true
        #else
            return false
        #endif
    }
}
