import ArgumentParser
import Biometrics
import Foundation
import LinuxFingerprint

extension Lockharness {
    /// `lockharness devices [--json]`: the fingerprint readers udev sees, classified by libfprint's hwdb.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the simulated device profiles and any real fingerprint readers (USB, via udev).",
            discussion: """
                Real readers are classified with libfprint's hwdb (supported with its driver, known unsupported, or not a
                reader). They need a build with `--traits LinuxFingerprint`; otherwise it says so and lists none.
                Exit codes: 0 listed (possibly nothing), 2 the --hwdb file cannot be read or parsed.
                """)

        @Flag(help: "Print JSON instead of text.")
        var json = false

        @Flag(help: "Include USB devices that are not fingerprint readers.")
        var all = false

        @Option(help: "libfprint hwdb file to classify with (default: the installed one, else a built-in list).")
        var hwdb: String?

        @Option(help: "A directory of extra device profiles (YAML), merged over the embedded ones.")
        var profiles: String?

        /// The JSON shape: simulated profiles and real readers side by side.
        struct Listing: Encodable {
            var simulated: [DeviceProfile]
            var readers: FingerprintDeviceReport
        }

        func run() throws {
            let report: FingerprintDeviceReport
            var catalog: DeviceProfileCatalog
            do {
                report = try FingerprintDevices.scan(hwdbPath: hwdb, includeNonReaders: all)
                catalog = try DeviceProfileCatalog.embedded()
                if let profiles { catalog = catalog.merging(try DeviceProfileCatalog.load(directory: profiles)) }
            } catch {
                FileHandle.standardError.write(Data("lockharness devices: \(error)\n".utf8))
                throw ExitCode(2)
            }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                print(String(decoding: try encoder.encode(Listing(simulated: catalog.profiles, readers: report)), as: UTF8.self))
            } else {
                print("Simulated device profiles:")
                for profile in catalog.profiles {
                    print("  \(profile.id.padding(toLength: 26, withPad: " ", startingAt: 0))"
                        + "\(profile.biometry.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))\(profile.name)")
                }
                print("Real fingerprint readers:")
                for line in report.lines { print("  \(line)") }
            }
        }
    }
}
