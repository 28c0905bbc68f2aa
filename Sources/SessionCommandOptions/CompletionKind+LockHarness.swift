import ArgumentParser
import Biometrics
import LockCore

extension CompletionKind {
    /// Scenario files (`.yaml`, `.yml`) and directories.
    public static var scenarioPaths: CompletionKind { .file(extensions: ["yaml", "yml"]) }

    /// The words of a table (``NamedChoice``): the policy presets, explore's checkpoints.
    public static func choices<Choice: NamedChoice>(_ table: Choice.Type) -> CompletionKind { .list(table.names) }

    /// The embedded device profile ids.
    public static var deviceProfiles: CompletionKind {
        .list((try? DeviceProfileCatalog.embedded().ids) ?? [])
    }

    /// The `--backend` spellings (a URL is typed by hand).
    public static var backends: CompletionKind { .list(["in-process", "server"]) }
}
