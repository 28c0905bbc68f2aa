#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and crash-safe writes with POSIX calls: a write goes to a new file created
/// with mode 0600 in the same directory, is flushed with `fsync`, and replaces the target with
/// `rename`, so readers see either the old file or the new one, never a half-written one.
enum AtomicFile {
    /// The file's bytes, or `nil` if it does not exist.
    static func read(_ path: String) throws(SecureStoreError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .io(path: path, operation: "open", errno: errno)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glue.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, operation: "read", errno: errno)
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Replaces `path` with `bytes`, mode 0600, atomically and durably.
    static func write(_ bytes: [UInt8], to path: String) throws(SecureStoreError) {
        var suffix = SystemRandomNumberGenerator()
        let temporary = "\(path).tmp-\(suffix.next() & 0xffff_ffff)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0 { throw .io(path: temporary, operation: "create", errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glue.write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw .io(path: temporary, operation: "write", errno: code)
            }
            written += count
        }
        if fsync(fd) != 0 {
            let code = errno
            close(fd)
            unlink(temporary)
            throw .io(path: temporary, operation: "fsync", errno: code)
        }
        close(fd)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw .io(path: path, operation: "rename", errno: code)
        }
        syncDirectory(of: path)
    }

    /// The permission bits of `path`.
    static func mode(of path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode) & 0o777
    }

    private static func syncDirectory(of path: String) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let fd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}

/// Disambiguates the C `read`/`write` from the methods above.
private enum Glue {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
            Musl.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
            Musl.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }
}
