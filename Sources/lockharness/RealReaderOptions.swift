import ArgumentParser
import LinuxFingerprint

/// `--real-reader` and `--print-store`, for the commands that can answer prompts with a real reader.
struct RealReaderOptions: ParsableArguments {
    @Option(
        help: """
            Answer prompts with a real reader instead of the simulation: libfprint (prints from --print-store) or \
            fprintd (needs --traits LinuxFingerprint).
            """)
    var realReader: RealReaderChoice?

    @OptionGroup var printStoreOption: PrintStoreOption

    /// The store `--print-store` names, else the default one.
    var store: PrintStore { printStoreOption.store }

    func validate() throws {
        if printStoreOption.printStore != nil, realReader != .libfprint {
            throw ValidationError("--print-store goes with --real-reader libfprint (fprintd keeps its own prints)")
        }
    }

    /// The options to repeat in a re-run command.
    var rerunArguments: [String] {
        guard let realReader else { return [] }
        return ["--real-reader", realReader.rawValue] + (printStoreOption.printStore == nil ? [] : ["--print-store", store.directory])
    }
}
