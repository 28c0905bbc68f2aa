import Foundation
import LinuxFingerprint
import LinuxFingerprintTesting
import Testing

/// Which simulated hardware this test run can use, and the rule that turns skips into failures.
///
/// Tests are `.enabled(if: HardwareSimulation.X.runs, ...)`; with `LOCKHARNESS_REQUIRE_HARDWARE_SIM=1` they
/// always run and `try HardwareSimulation.X.require()` fails them with the reason instead of skipping.
struct HardwareSimulation: Sendable {
    let isReady: Bool
    let reason: String

    /// Whether the test should run (ready, or required so a missing piece fails).
    var runs: Bool { isReady || Self.required }

    /// Fails the test with the reason when the piece is missing (only reached when required).
    func require(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(isReady, "\(reason)", sourceLocation: sourceLocation)
    }

    static let required = ProcessInfo.processInfo.environment["LOCKHARNESS_REQUIRE_HARDWARE_SIM"] == "1"

    static let trait = HardwareSimulation(
        isReady: FingerprintDevices.isBuiltWithTrait,
        reason: "built without the LinuxFingerprint trait: run `swift test --traits LinuxFingerprint`")

    /// libfprint's virtual_device driver (linked with the trait).
    static let libfprint = trait

    /// umockdev's preload library is active (the process runs under `umockdev-wrapper`).
    static let umockdev: HardwareSimulation = {
        guard trait.isReady else { return trait }
        let preload = ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? ""
        return HardwareSimulation(
            isReady: preload.contains("libumockdev-preload"),
            reason: "umockdev is not active: install umockdev and run `umockdev-wrapper swift test --traits "
                + "LinuxFingerprint` (LD_PRELOAD must contain libumockdev-preload)")
    }()

    /// fprintd, dbus-daemon and python3-dbusmock (for a polkit mock) are installed.
    #if LinuxFingerprint
        static let fprintd: HardwareSimulation = {
            guard trait.isReady else { return trait }
            let missing = FprintdTestBed.missingPrograms()
            return HardwareSimulation(
                isReady: missing.isEmpty,
                reason: "fprintd test bed incomplete, missing: \(missing.joined(separator: ", ")) "
                    + "(apt-get install fprintd dbus python3-dbusmock)")
        }()
    #endif
}

/// A fresh path in the temporary directory.
func temporaryPath(_ name: String) -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lockharness-fp-\(getpid())-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}
