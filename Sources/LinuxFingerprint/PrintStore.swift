import Foundation

/// The directory of enrolled libfprint prints (`fp_print_serialize` bytes), one file per reader and finger.
///
/// Default: `$XDG_DATA_HOME/lockharness/prints`, else `~/.local/share/lockharness/prints`. The directory is
/// created 0700 and every file 0600; a store that group or others can read or write, or that belongs to another
/// user, is refused with the `chmod` that fixes it. Writes go to a temporary file in the same directory, are
/// `fsync`ed and renamed over the old print, so a crash never leaves a half-written print.
///
/// ```swift
/// let store = PrintStore(directory: PrintStore.defaultDirectory())
/// let print = try store.write(bytes, driver: "goodixmoc", deviceID: "1-3", finger: .rightIndex)
/// try store.prints(driver: "goodixmoc", deviceID: "1-3")  // [print]
/// ```
public struct PrintStore: Sendable, Equatable {
    /// The store's directory.
    public var directory: String

    /// A store at `directory`, made absolute against the current directory (nothing is created until a print is written).
    public init(directory: String) {
        var path = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.directory = path
    }

    /// `$XDG_DATA_HOME/lockharness/prints`, else `$HOME/.local/share/lockharness/prints`.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/lockharness/prints" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/lockharness/prints"
    }

    /// Every print in the store, sorted by reader then finger; empty if the directory does not exist yet.
    public func list() throws(PrintStoreError) -> [StoredPrint] {
        guard try checkDirectory() else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadable(path: directory, reason: error.localizedDescription)
        }
        return names.compactMap { StoredPrint.parse(fileName: $0, directory: directory) }
            .sorted { ($0.driver, $0.deviceID, $0.finger.rawValue) < ($1.driver, $1.deviceID, $1.finger.rawValue) }
    }

    /// The prints made on one reader.
    public func prints(driver: String, deviceID: String) throws(PrintStoreError) -> [StoredPrint] {
        try list().filter { $0.driver == driver && $0.deviceID == deviceID }
    }

    /// The bytes of `print`, after checking the file's owner and mode.
    public func read(_ print: StoredPrint) throws(PrintStoreError) -> [UInt8] {
        try checkSecure(print.path, directory: false)
        guard let data = FileManager.default.contents(atPath: print.path) else {
            throw .unreadable(path: print.path, reason: String(cString: strerror(errno)))
        }
        return [UInt8](data)
    }

    /// Stores `bytes` as the print of `finger` on reader `driver`/`deviceID`, replacing any earlier one, atomically.
    @discardableResult
    public func write(_ bytes: [UInt8], driver: String, deviceID: String, finger: Finger) throws(PrintStoreError)
        -> StoredPrint
    {
        try createDirectory()
        let name = StoredPrint.fileName(driver: driver, deviceID: deviceID, finger: finger)
        let final = directory + "/" + name
        let temporary = directory + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path: temporary, reason: String(cString: strerror(errno))) }
        var failure: String? = nil
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, final) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: final, reason: failure)
        }
        syncDirectory()
        return StoredPrint(driver: driver, deviceID: deviceID, finger: finger, path: final)
    }

    /// Deletes the prints that match: `device` is `driver/id`, an id or a driver (every reader when `nil`),
    /// `finger` one finger (every finger when `nil`); returns them. Throws
    /// ``PrintStoreError/noPrints(directory:matching:)`` when none matches.
    @discardableResult
    public func delete(device: String? = nil, finger: Finger? = nil) throws(PrintStoreError) -> [StoredPrint] {
        let matching = try list().filter { print in
            (device == nil || [print.device, print.deviceID, print.driver].contains(device))
                && (finger == nil || print.finger == finger)
        }
        guard !matching.isEmpty else {
            var what: [String] = []
            if let device { what.append("device \(device)") }
            if let finger { what.append("finger \(finger.name)") }
            throw .noPrints(directory: directory, matching: what.isEmpty ? "anything" : what.joined(separator: ", "))
        }
        for print in matching where unlink(print.path) != 0 {
            throw .unwritable(path: print.path, reason: String(cString: strerror(errno)))
        }
        syncDirectory()
        return matching
    }

    // MARK: - Checks

    /// Checks the directory if it exists; returns whether it does.
    func checkDirectory() throws(PrintStoreError) -> Bool {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            if errno == ENOENT { return false }
            throw .unreadable(path: directory, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: directory) }
        try checkSecure(directory, directory: true)
        return true
    }

    /// Refuses a path that group or others can read or write, or that another user owns.
    func checkSecure(_ path: String, directory isDirectory: Bool) throws(PrintStoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        let quoted = "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        if info.st_uid != geteuid() {
            throw .wrongOwner(path: path, owner: info.st_uid, fix: "chown \(geteuid()) \(quoted)")
        }
        if info.st_mode & 0o066 != 0 {
            let mode = "0" + String(info.st_mode & 0o7777, radix: 8)
            throw .insecurePermissions(
                path: path, mode: mode, fix: "chmod \(isDirectory ? "700" : "600") \(quoted)")
        }
    }

    /// Creates the directory (and missing parents) 0700; checks an existing one.
    private func createDirectory() throws(PrintStoreError) {
        if try checkDirectory() { return }
        var path = ""
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw .unwritable(path: path, reason: String(cString: strerror(errno)))
            }
        }
        chmod(directory, 0o700)
        _ = try checkDirectory()
    }

    private func syncDirectory() {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
