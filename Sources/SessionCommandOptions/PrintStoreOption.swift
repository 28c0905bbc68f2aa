import ArgumentParser
import LinuxFingerprint

/// `--print-store DIR`, where `lockharness enroll` keeps libfprint prints: one option for `enroll`, `devices` and
/// every command that takes `--real-reader`.
public struct PrintStoreOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The libfprint print store (default: $XDG_DATA_HOME/lockharness/prints, else "
                + "~/.local/share/lockharness/prints).", valueName: "dir"),
        completion: .directory)
    public var printStore: String?

    /// The default store (`--print-store` not given).
    public init() {}

    /// The store named, else the default one.
    public var store: PrintStore { PrintStore(directory: printStore ?? PrintStore.defaultDirectory()) }
}
