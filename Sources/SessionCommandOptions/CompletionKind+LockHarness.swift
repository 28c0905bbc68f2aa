import ArgumentParser
import Biometrics
import LockCore

extension CompletionKind {
    /// Scenario files (`.yaml`, `.yml`) and directories.
    public static var scenarioPaths: CompletionKind { .file(extensions: ["yaml", "yml"]) }

    /// The policy preset names.
    public static var policyPresets: CompletionKind { .list(LockPolicy.presets.keys.sorted()) }

    /// The embedded device profile ids.
    public static var deviceProfiles: CompletionKind {
        .list((try? DeviceProfileCatalog.embedded().ids) ?? [])
    }

    /// The `--backend` spellings (a URL is typed by hand).
    public static var backends: CompletionKind { .list(["in-process", "server"]) }
}
