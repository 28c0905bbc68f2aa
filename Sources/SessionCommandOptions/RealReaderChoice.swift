import ArgumentParser
import Biometrics
import LinuxFingerprint

/// The real readers `run --real-reader` and `enroll --reader` can use.
public enum RealReaderChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// libfprint in this process, prints from the print store.
    case libfprint
    /// fprintd over the system bus.
    case fprintd

    /// Opens the first reader of this kind; a libfprint reader loads its prints from `printStore`. The reader's USB
    /// device is watched through udev (`watch`, nil when udev shows none) so that unplugging it shows on the lock
    /// screen at once. `tell` receives a line when the reader has no print enrolled or nothing can be watched, and
    /// one each time a scan starts and the reader waits for a finger (`virtual_device/0: touch the reader (scan 1)`,
    /// `fprintd /net/reactivated/Fprint/Device/0: touch the reader (scan 1)`).
    public func open(printStore: PrintStore, tell: @escaping @Sendable (String) -> Void) async throws -> (
        sensor: any BiometricSensor, watch: ReaderWatch?
    ) {
        #if LinuxFingerprint
            let catalog = (try? ReaderCatalog.systemDefault()) ?? .fallback
            switch self {
            case .libfprint:
                let sensor = try await LibfprintSensor.open(printStore: printStore)
                let scans = sensor.scanStarts()
                Task { for await scan in scans { tell("\(scan)") } }
                let fingers = await sensor.enrolledFingers
                if !sensor.supportsIdentify, fingers.count > 1 {
                    tell(
                        "warning: \(sensor.reader) cannot identify (verify only): a touch is checked against "
                            + "\(fingers[0].name) only, not \(fingers.dropFirst().map(\.name).joined(separator: ", "))")
                }
                if await sensor.enrolledPrints == 0 {
                    tell(
                        "warning: no print enrolled for \(sensor.reader) in \(printStore.directory): every prompt will "
                            + "end biometryNotEnrolled; enroll with `lockharness enroll --reader libfprint "
                            + "--device \(sensor.reader)`")
                }
                let watch = try sensor.watchHotplug(catalog: catalog)
                if watch == nil { tell(Self.unwatched("no USB device driven by \(sensor.driver)")) }
                return (sensor, watch)
            case .fprintd:
                let sensor = try await FprintdSensor.connect()
                let scans = sensor.scanStarts()
                Task { for await scan in scans { tell("\(scan)") } }
                let watch = try sensor.watchHotplug(catalog: catalog)
                if watch == nil { tell(Self.unwatched("no supported fingerprint reader")) }
                return (sensor, watch)
            }
        #else
            throw ValidationError(
                "built without the LinuxFingerprint trait; rebuild with `swift build --traits LinuxFingerprint`")
        #endif
    }

    private static func unwatched(_ what: String) -> String {
        "note: udev shows \(what): an unplug is noticed only when a prompt fails, not on the lock screen at once"
    }
}
