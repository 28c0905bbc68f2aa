/// Why the print store could not be read or written; each message names the path and what to do.
public enum PrintStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The store or a file in it is readable or writable by group or others (`mode` is the octal mode).
    case insecurePermissions(path: String, mode: String, fix: String)
    /// The store or a file in it belongs to another user.
    case wrongOwner(path: String, owner: UInt32, fix: String)
    /// The path exists but is not a directory (or not a regular file, for a print).
    case notADirectory(path: String)
    /// A file or the directory could not be read.
    case unreadable(path: String, reason: String)
    /// A file or the directory could not be written (nothing was stored).
    case unwritable(path: String, reason: String)
    /// libfprint could not read the print in the file (`fp_print_deserialize` failed).
    case corrupt(path: String, reason: String)
    /// The print was made by another reader than the file name (and the reader in use) says.
    case foreign(path: String, expected: String, found: String)
    /// No print matches what was asked for.
    case noPrints(directory: String, matching: String)

    public var description: String {
        switch self {
        case .insecurePermissions(let path, let mode, let fix):
            return "\(path) has mode \(mode): group or others may read or write fingerprint templates; refusing to "
                + "use it. Fix it with `\(fix)`."
        case .wrongOwner(let path, let owner, let fix):
            return "\(path) belongs to uid \(owner), not to you; refusing to use it. Fix it with `\(fix)` "
                + "or choose another store with --print-store."
        case .notADirectory(let path):
            return "\(path) is not a directory: choose a print store directory with --print-store."
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason); nothing was stored"
        case .corrupt(let path, let reason):
            return "\(path) is not a readable libfprint print (\(reason)): delete it with `lockharness enroll "
                + "--delete` or `rm` and enroll again."
        case .foreign(let path, let expected, let found):
            return "\(path) holds a print made by \(found), not by \(expected) (the reader its name and this run "
                + "say): it was copied or renamed; delete it and enroll again on this reader."
        case .noPrints(let directory, let matching):
            return "no enrolled print in \(directory) matches \(matching); `lockharness devices` lists them."
        }
    }
}
