import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking TCP connection to 127.0.0.1, for bytes URLSession will not send (a NUL in a header) and for reading
/// an event stream's raw frames (comments included). Unchecked `Sendable`: the descriptor never changes, and a test
/// reads from one thread at a time.
final class LoopbackSocket: @unchecked Sendable {
    private let fd: Int32

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Connects to 127.0.0.1:`port`, with `timeout` on every read, and a receive buffer of `receiveBuffer` bytes
    /// when given (set before connecting, so the window stays that small: a slow reader).
    init(port: Int, timeout: Duration, receiveBuffer: Int32? = nil) throws {
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(description: "connect() failed: errno \(errno)")
        }
        var interval = timeval()
        interval.tv_sec = numericCast(timeout.components.seconds)
        interval.tv_usec = numericCast(timeout.components.attoseconds / 1_000_000_000_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Reads until `done` holds for what was read, the peer closes (`closed` true), or a read times out.
    ///
    /// The blocking reads run on a thread of their own: blocking one of the concurrency pool's threads (two on a
    /// two-core machine) while another test does the same starves the server being read from, which runs its
    /// handlers on that pool (seen in CI: an event stream that never started within the timeout).
    func read(until done: @escaping @Sendable (String) -> Bool) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.readBlocking(until: done)) }
        }
    }

    /// Reads and discards until `marker` has been read, the peer closes or a read times out; returns the text
    /// from `marker` on (up to `keep` bytes) if it was found. Linear in what is read (a stream of megabytes).
    func skip(until marker: String, keep: Int = 4096) async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: self.skipBlocking(until: Array(marker.utf8), keep: keep))
            }
        }
    }

    private func skipBlocking(until marker: [UInt8], keep: Int) -> String? {
        var window: [UInt8] = []
        var found: Int?
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            window += buffer[0..<count]
            if found == nil {
                let limit = window.count - marker.count
                if limit >= 0,
                    let start = (0...limit).first(where: { window[$0..<$0 + marker.count].elementsEqual(marker) })
                {
                    window.removeFirst(start)
                    found = 0
                } else {
                    window.removeFirst(max(0, window.count - marker.count))
                }
            }
            if found != nil, window.count >= keep { break }
        }
        return found.map { _ in String(decoding: window.prefix(keep), as: UTF8.self) }
    }

    private func readBlocking(until done: (String) -> Bool) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count < 0 { return (String(decoding: received, as: UTF8.self), false) }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            if done(text) { return (text, false) }
        }
    }
}
