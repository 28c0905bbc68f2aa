/// Why a reader catalog (a libfprint hwdb file) could not be used.
public enum ReaderCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// A line does not fit the hwdb format.
    case malformed(path: String, line: Int, reason: String)
    /// The file holds no `usb:v....p....*` entries.
    case empty(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the reader catalog \(path): \(reason). Install libfprint-2-2 (it ships "
                + "/lib/udev/hwdb.d/60-autosuspend-libfprint-2.hwdb), fix the file's permissions, or pass another "
                + "--hwdb path; without one the built-in fallback catalog is used."
        case .malformed(let path, let line, let reason):
            return "\(path):\(line): \(reason). Expected hwdb syntax: a '# Supported by libfprint driver NAME' "
                + "or '# Known unsupported devices' comment, then 'usb:vVVVVpPPPP*' lines, then ' KEY=value' lines."
        case .empty(let path):
            return "\(path) contains no 'usb:v....p....*' entries: it is not a libfprint hwdb file."
        }
    }
}
