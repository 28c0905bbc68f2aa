import ArgumentParser
import Biometrics
import Foundation
import LinuxFingerprint
import SessionCommandOptions

extension Lockharness {
    /// `lockharness devices [--json]`: the fingerprint readers udev sees, classified by libfprint's hwdb.
    struct Devices: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the simulated device profiles and any real fingerprint readers (USB, via udev).",
            discussion: """
                Real readers are classified with libfprint's hwdb (supported with its driver, known unsupported, or not a
                reader). They need a build with `--traits LinuxFingerprint`; otherwise it says so and lists none.
                Then (with the trait) the devices libfprint can drive, as `enroll --device` names them, and the \
                prints `lockharness enroll --reader libfprint` stored (reader, finger, file). USB ids are \
                lowercase 4-digit hex, in text (`04f3:0c4b`) and JSON (`{"vendor": "04f3", "product": "0c4b"}`).
                Exit codes: 0 listed (possibly nothing), 2 the --hwdb file cannot be read or parsed, or the print \
                store is unsafe (group/other access) or unreadable.
                """)

        @Flag(help: "Print JSON instead of text.")
        var json = false

        @Flag(help: "Include USB devices that are not fingerprint readers.")
        var all = false

        @Option(help: "libfprint hwdb file to classify with (default: the installed one, else a built-in list).")
        var hwdb: String?

        @Option(
            name: [.customLong("devices"), .customLong("profiles")],
            help: "A directory of extra device profiles (YAML), merged over the embedded ones (as `run --devices`).",
            completion: .directory)
        var profiles: String?

        @OptionGroup var printStoreOption: PrintStoreOption

        /// The JSON shape: simulated profiles, real readers and enrolled prints side by side.
        struct Listing: Encodable {
            var simulated: [DeviceProfile]
            var readers: FingerprintDeviceReport
            var libfprint: [LibfprintReader]
            var printStore: String
            var prints: [StoredPrint]
        }

        func run() async throws {
            let report: FingerprintDeviceReport
            var catalog: DeviceProfileCatalog
            let store = printStoreOption.store
            let prints: [StoredPrint]
            do {
                report = try FingerprintDevices.scan(hwdbPath: hwdb, includeNonReaders: all)
                catalog = try DeviceProfileCatalog.embedded()
                if let profiles { catalog = catalog.merging(try DeviceProfileCatalog.load(directory: profiles)) }
                prints = try store.list()
            } catch {
                // A profile's own error reads `file:line:col: error: ...`; anything else gets the prefix.
                let prefix = error is DeviceProfileError ? "" : "error: "
                FileHandle.standardError.write(Data((prefix + "\(error)\n").utf8))
                throw ExitCode(2)
            }
            let libfprint = await LibfprintReader.list()
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                print(
                    String(
                        decoding: try encoder.encode(
                            Listing(
                                simulated: catalog.profiles, readers: report, libfprint: libfprint,
                                printStore: store.directory,
                                prints: prints)), as: UTF8.self))
            } else {
                print("Simulated device profiles:")
                for profile in catalog.profiles {
                    print(
                        "  \(profile.id.padding(toLength: 26, withPad: " ", startingAt: 0))"
                            + "\(profile.biometry.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))\(profile.name)"
                    )
                }
                print("Real fingerprint readers:")
                for line in report.lines { print("  \(line)") }
                if FingerprintDevices.isBuiltWithTrait {
                    print("libfprint devices (`lockharness enroll --device DRIVER/ID`):")
                    if libfprint.isEmpty { print("  none") }
                    for reader in libfprint { print("  \(reader)") }
                }
                print("Enrolled prints (\(store.directory)):")
                if prints.isEmpty { print("  none (enroll with `lockharness enroll --reader libfprint`)") }
                for stored in prints { print("  \(stored)") }
            }
        }
    }
}
