import ArgumentParser
import Foundation
import LinuxFingerprint

extension Lockharness {
    /// `lockharness watch`: prints USB hotplug events, classified, as they happen.
    struct Watch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print fingerprint reader hotplug events (udev add/remove) as they happen.",
            discussion: """
                Needs a build with `--traits LinuxFingerprint`. Stops after --count events or --seconds, or on Ctrl-C.
                Exit codes: 0 stopped normally, 1 udev cannot be watched here, 2 bad input.
                """)

        @Flag(help: "Include USB devices that are not fingerprint readers.")
        var all = false

        @Flag(help: "Print one JSON object per line.")
        var json = false

        @Option(help: "Stop after this many events.")
        var count: Int?

        @Option(help: "Stop after this many seconds.")
        var seconds: Double?

        @Option(help: "libfprint hwdb file to classify with (default: the installed one, else a built-in list).")
        var hwdb: String?

        func validate() throws {
            if let count, count < 1 { throw ValidationError("--count must be at least 1") }
            if let seconds, !(seconds > 0) { throw ValidationError("--seconds must be positive") }
        }

        func run() async throws {
            let catalog: ReaderCatalog
            do {
                catalog =
                    try hwdb.map { path throws(ReaderCatalogError) in try ReaderCatalog.load(path: path) }
                    ?? ReaderCatalog.systemDefault()
            } catch {
                FileHandle.standardError.write(Data("lockharness watch: \(error)\n".utf8))
                throw ExitCode(2)
            }
            let monitor: HotplugMonitor
            do {
                monitor = try HotplugMonitor.start(catalog: catalog)
            } catch {
                FileHandle.standardError.write(Data("lockharness watch: \(error)\n".utf8))
                throw ExitCode(1)
            }
            if let seconds {
                Task {
                    try? await Task.sleep(for: .seconds(seconds))
                    monitor.stop()
                }
            }
            print("watching USB devices (catalog: \(catalog.source)); unplug or plug a reader")
            fflush(nil)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            var printed = 0
            for await event in monitor.events where all || event.device.classification.isReader {
                if json {
                    print(String(decoding: try encoder.encode(event), as: UTF8.self))
                } else {
                    print(event.description)
                }
                fflush(nil)
                printed += 1
                if let count, printed >= count { break }
            }
            monitor.stop()
        }
    }
}
