import ArgumentParser
import Biometrics
import LinuxFingerprint

/// The real readers `run --real-reader` can use.
enum RealReaderChoice: String, ExpressibleByArgument, CaseIterable {
    case libfprint
    case fprintd

    /// Opens the first reader of this kind.
    func open() async throws -> any BiometricSensor {
        #if LinuxFingerprint
        switch self {
        case .libfprint: return try await LibfprintSensor.open()
        case .fprintd: return try await FprintdSensor.connect()
        }
        #else
        throw ValidationError(
            "built without the LinuxFingerprint trait; rebuild with `swift build --traits LinuxFingerprint`")
        #endif
    }
}
