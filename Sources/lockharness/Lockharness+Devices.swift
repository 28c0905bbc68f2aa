import ArgumentParser
import Foundation
import LinuxFingerprint

extension Lockharness {
    /// `lockharness devices [--json]`: the fingerprint readers udev sees, classified by libfprint's hwdb.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List real fingerprint readers (USB, via udev) with their libfprint classification and driver.",
            discussion: """
                Needs a build with `--traits LinuxFingerprint`; otherwise it says so and lists nothing.
                Exit codes: 0 listed (possibly nothing), 2 the --hwdb file cannot be read or parsed.
                """)

        @Flag(help: "Print JSON instead of text.")
        var json = false

        @Flag(help: "Include USB devices that are not fingerprint readers.")
        var all = false

        @Option(help: "libfprint hwdb file to classify with (default: the installed one, else a built-in list).")
        var hwdb: String?

        func run() throws {
            let report: FingerprintDeviceReport
            do {
                report = try FingerprintDevices.scan(hwdbPath: hwdb, includeNonReaders: all)
            } catch {
                FileHandle.standardError.write(Data("lockharness devices: \(error)\n".utf8))
                throw ExitCode(2)
            }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                print(String(decoding: try encoder.encode(report), as: UTF8.self))
            } else {
                for line in report.lines { print(line) }
            }
        }
    }
}
