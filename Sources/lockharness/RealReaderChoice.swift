import ArgumentParser
import Biometrics
import LinuxFingerprint

/// The real readers `run --real-reader` and `enroll --reader` can use.
enum RealReaderChoice: String, ExpressibleByArgument, CaseIterable {
    case libfprint
    case fprintd

    /// Opens the first reader of this kind; a libfprint reader loads its prints from `printStore`.
    /// `warn` receives a line when the reader has no print enrolled.
    func open(printStore: PrintStore, warn: (String) -> Void) async throws -> any BiometricSensor {
        #if LinuxFingerprint
        switch self {
        case .libfprint:
            let sensor = try await LibfprintSensor.open(printStore: printStore)
            let fingers = await sensor.enrolledFingers
            if !sensor.supportsIdentify, fingers.count > 1 {
                warn(
                    "warning: \(sensor.reader) cannot identify (verify only): a touch is checked against "
                        + "\(fingers[0].name) only, not \(fingers.dropFirst().map(\.name).joined(separator: ", "))")
            }
            if await sensor.enrolledPrints == 0 {
                warn(
                    "warning: no print enrolled for \(sensor.reader) in \(printStore.directory): every prompt will "
                        + "end biometryNotEnrolled; enroll with `lockharness enroll --reader libfprint "
                        + "--device \(sensor.reader)`")
            }
            return sensor
        case .fprintd: return try await FprintdSensor.connect()
        }
        #else
        throw ValidationError(
            "built without the LinuxFingerprint trait; rebuild with `swift build --traits LinuxFingerprint`")
        #endif
    }
}
