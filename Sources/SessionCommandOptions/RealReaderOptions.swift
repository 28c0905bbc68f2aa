import ArgumentParser
import Biometrics
import Foundation
import LinuxFingerprint

/// `--real-reader` and `--print-store`, for the commands that can answer prompts with a real reader.
public struct RealReaderOptions: ParsableArguments {
    @Option(
        help: """
            Answer prompts with a real reader instead of the simulation: libfprint (prints from --print-store) or \
            fprintd (needs --traits LinuxFingerprint).
            """)
    public var realReader: RealReaderChoice?

    @OptionGroup public var printStoreOption: PrintStoreOption

    /// No real reader.
    public init() {}

    /// The store `--print-store` names, else the default one.
    public var store: PrintStore { printStoreOption.store }

    /// `--print-store` only goes with `--real-reader libfprint`.
    public func validate() throws {
        if printStoreOption.printStore != nil, realReader != .libfprint {
            throw ValidationError("--print-store goes with --real-reader libfprint (fprintd keeps its own prints)")
        }
    }

    /// Opens the reader `--real-reader` names (nil without the option) and starts watching udev for it; an error
    /// is printed and exits 2.
    public func open() async throws -> (sensor: any BiometricSensor, watch: ReaderWatch?)? {
        guard let realReader else { return nil }
        do {
            return try await realReader.open(printStore: store) {
                FileHandle.standardError.write(Data(($0 + "\n").utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("error: --real-reader \(realReader.rawValue): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The options to repeat in a re-run command.
    public var rerunArguments: [String] {
        guard let realReader else { return [] }
        return ["--real-reader", realReader.rawValue]
            + (printStoreOption.printStore == nil ? [] : ["--print-store", store.directory])
    }
}
