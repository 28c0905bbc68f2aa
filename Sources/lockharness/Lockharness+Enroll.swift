import ArgumentParser
import Foundation
import LinuxFingerprint
import SessionCommandOptions

extension Lockharness {
    /// `lockharness enroll --reader libfprint|fprintd [--finger NAME] [--device ID] [--replace | --delete]`.
    struct Enroll: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Enroll a finger on a real reader, or delete enrolled prints (needs --traits LinuxFingerprint).",
            discussion: """
                libfprint: the print is serialized into the print store (one file per reader and finger, directory \
                0700, files 0600, written to a temporary file, fsynced and renamed), where `run --real-reader \
                libfprint` finds it. fprintd: the finger is enrolled for you through fprintd over D-Bus (polkit must \
                allow it); fprintd keeps the print. --delete removes prints (from the store, or from fprintd) and \
                needs no reader for libfprint. A finger that already has a print on the reader is refused (exit 2) \
                before the reader is touched, unless --replace. `lockharness devices` lists readers and stored prints.
                Fingers: \(Finger.names).
                Exit codes: 0 enrolled or deleted; 1 the enrollment failed at the reader (unplugged, timed out, \
                refused by the driver); 2 bad options or input (unknown finger or device, no reader, a print store \
                with unsafe permissions, fprintd not running or refusing).
                """)

        @Option(help: "libfprint (prints in --print-store) or fprintd.")
        var reader: RealReaderChoice

        @Option(
            help: ArgumentHelp(
                "The finger (default: right-index-finger; with --delete: every finger).", valueName: "name"),
            completion: .list(Finger.allCases.map(\.name)))
        var finger: String?

        @Option(
            help: ArgumentHelp(
                "The reader: libfprint `driver/id` as `lockharness devices` lists it (or just the id or driver); "
                    + "fprintd's device path or its number. Default: the first reader (fprintd's default).",
                valueName: "id"))
        var device: String?

        @OptionGroup var printStoreOption: PrintStoreOption

        @Flag(help: "Delete the prints of --finger (default: every finger) on --device (default: every reader).")
        var delete = false

        @Flag(help: "Enroll --finger even if it already has a print on the reader, replacing that print.")
        var replace = false

        @Option(help: ArgumentHelp("Give up after this many seconds (the whole enrollment).", valueName: "seconds"))
        var timeout = 60

        func validate() throws {
            if let finger, Finger(name: finger) == nil {
                throw ValidationError("unknown finger '\(finger)'; use one of: \(Finger.names)")
            }
            guard (1...3600).contains(timeout) else { throw ValidationError("--timeout must be 1...3600 seconds") }
            if printStoreOption.printStore != nil, reader == .fprintd {
                throw ValidationError("--print-store is for --reader libfprint (fprintd keeps its own prints)")
            }
            if replace, delete { throw ValidationError("--replace is for enrolling; leave it out with --delete") }
        }

        func run() async throws {
            let chosen = finger.flatMap(Finger.init(name:))
            let store = printStoreOption.store
            let say: @Sendable (String) -> Void = { line in
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
            do {
                switch (reader, delete) {
                case (.libfprint, true):
                    do {
                        for print in try store.delete(device: device, finger: chosen) { say("deleted \(print)") }
                    } catch {
                        throw LinuxFingerprintError.printStore(error)
                    }
                case (.fprintd, true):
                    let fingers = try await FingerprintEnrollment.deleteWithFprintd(
                        finger: chosen, device: device, busAddress: nil)
                    say(
                        "deleted \(chosen == nil ? "every finger" : fingers.map(\.name).joined(separator: ", ")) from fprintd"
                    )
                case (.libfprint, false):
                    let stored = try await FingerprintEnrollment.enrollWithLibfprint(
                        finger: chosen ?? .rightIndex, device: device, store: store, replacing: replace,
                        timeout: .seconds(timeout), say: say)
                    say("stored \(stored.path)")
                case (.fprintd, false):
                    _ = try await FingerprintEnrollment.enrollWithFprintd(
                        finger: chosen ?? .rightIndex, device: device, busAddress: nil, replacing: replace,
                        timeout: .seconds(timeout), say: say)
                }
            } catch let error as LinuxFingerprintError {
                FileHandle.standardError.write(Data("lockharness enroll: \(error)\n".utf8))
                throw ExitCode(Self.exitCode(for: error))
            }
        }

        /// 2 for what the user can fix before touching the reader, 1 for an enrollment that failed at the reader.
        static func exitCode(for error: LinuxFingerprintError) -> Int32 {
            switch error {
            case .builtWithoutTrait, .noDevice, .unknownDevice, .printStore, .fprintdUnavailable, .udevUnavailable,
                .catalog, .monitorUnavailable, .malformedDeviceDescription, .helperFailed, .alreadyEnrolled:
                return 2
            case .fprintd(let name, _)
            where name.hasSuffix("PermissionDenied") || name.hasSuffix("NoSuchDevice")
                || name.hasSuffix("NoEnrolledPrints") || name.hasSuffix("AlreadyInUse"):
                return 2
            case .fprintd, .libfprint, .deviceUnavailable, .timedOut:
                return 1
            }
        }
    }
}
