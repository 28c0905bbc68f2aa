import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking IPv4 TCP socket on loopback, for requests URLSession cannot send (a NUL in a header) and for
/// a listener that never answers (client timeout tests). `@unchecked Sendable`: one test uses it at a time, and
/// the descriptor is only closed in `deinit`.
final class RawSocket: @unchecked Sendable {
    /// How long a read waits before the test calls the peer hung: a guard far above any loaded run, never a speed
    /// bound (a read returns as soon as its bytes arrive).
    static let hangGuardSeconds = 60

    let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { close(fd) }

    private static func makeSocket() throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw FixtureError("socket() failed: errno \(errno)") }
        return fd
    }

    private static func loopback(port: Int, host: UInt32 = 1) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0000 | host).bigEndian)
        return address
    }

    /// Connects to 127.0.0.1:`port`, from 127.0.0.`sourceHost` (another loopback address is another client to the
    /// server; Linux answers on all of 127.0.0.0/8, macOS only on the addresses configured).
    static func connect(port: Int, sourceHost: UInt32 = 1) throws -> RawSocket {
        let socket = RawSocket(fd: try makeSocket())
        if sourceHost != 1 {
            var source = loopback(port: 0, host: sourceHost)
            let bound = withUnsafePointer(to: &source) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket.fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw FixtureError("bind() to 127.0.0.\(sourceHost) failed: errno \(errno)") }
        }
        var address = loopback(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                    Glibc.connect(socket.fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                    Darwin.connect(socket.fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard result == 0 else { throw FixtureError("connect() to port \(port) failed: errno \(errno)") }
        return socket
    }

    /// Whether this machine can send from 127.0.0.`host` (Linux: any; macOS: only configured aliases).
    static func canBind(sourceHost host: UInt32) -> Bool {
        guard let fd = try? makeSocket() else { return false }
        defer { close(fd) }
        var source = loopback(port: 0, host: host)
        return withUnsafePointer(to: &source) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        } == 0
    }

    /// Listens on an ephemeral loopback port and never accepts: connections hang until the client gives up.
    static func silentListener() throws -> (socket: RawSocket, port: Int) {
        let socket = RawSocket(fd: try makeSocket())
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket.fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socket.fd, 8) == 0 else { throw FixtureError("bind/listen failed: errno \(errno)") }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket.fd, $0, &length) }
        }
        return (socket, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws {
        guard trySend(bytes) else { throw FixtureError("send() failed: errno \(errno)") }
    }

    /// Sends `bytes`; false when the peer has closed (no SIGPIPE).
    func trySend(_ bytes: [UInt8]) -> Bool {
        #if canImport(Glibc)
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #else
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            let sent = bytes.withUnsafeBytes { Darwin.send(fd, $0.baseAddress, $0.count, 0) }
        #endif
        return sent == bytes.count
    }

    /// Waits up to `seconds` for the first bytes from the peer; empty when it closed or sent nothing.
    ///
    /// The blocking read runs on a thread of its own: blocking a Swift concurrency thread would starve the
    /// in-process server's handlers (2 cores, 2 cooperative threads).
    func readSome(seconds: Int) async -> [UInt8] {
        await Self.onOwnThread { self.blockingReadSome(seconds: seconds) }
    }

    /// Reads until the peer closes or `seconds` pass; returns what arrived and whether the peer closed (on a
    /// thread of its own, like ``readSome(seconds:)``).
    func readUntilClosed(seconds: Int) async -> (bytes: [UInt8], closed: Bool) {
        await Self.onOwnThread { self.blockingReadUntilClosed(seconds: seconds) }
    }

    private static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    private func blockingReadSome(seconds: Int) -> [UInt8] {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    private func blockingReadUntilClosed(seconds: Int) -> (bytes: [UInt8], closed: Bool) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return (received, true) }
            if count < 0 { return (received, errno == ECONNRESET) }
            received += buffer[0..<count]
        }
    }
}
