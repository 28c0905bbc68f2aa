import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking TCP connection to the bench server from a chosen loopback source address (127.0.0.0/8 on Linux:
/// each address another client to the server), for the connection-share figure: connections held open without a
/// request, and one request answered. Closed on `deinit`.
final class LoopbackClient {
    let fd: Int32
    /// The source address (host order).
    let source: UInt32

    /// Connects to 127.0.0.1:`port` from `source` (a host-order IPv4 address in 127.0.0.0/8).
    init(port: Int, source: UInt32) throws {
        self.source = source
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw BenchError("socket() failed: errno \(errno)") }
        var from = Self.address(source, port: 0)
        var to = Self.address(0x7F00_0001, port: port)
        let bound = withUnsafePointer(to: &from) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let connected = withUnsafePointer(to: &to) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, connected == 0 else {
            close(fd)
            throw BenchError("cannot connect from \(Self.dotted(source)): errno \(errno)")
        }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Whether the server still holds the connection: nothing was sent back (no 429 or 503) and it is not closed.
    var isHeld: Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK))
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    /// Sends `GET path` with `token` and returns the answer's status (0 when there is none).
    func status(get path: String, token: String) -> Int {
        let request =
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
            + "Connection: close\r\n\r\n"
        _ = Array(request.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 12 else { return 0 }
        return Int(String(decoding: buffer[9..<12], as: UTF8.self)) ?? 0
    }

    /// Whether this machine can send from `source` (Linux: all of 127.0.0.0/8; macOS: configured aliases only).
    static func canBind(_ source: UInt32) -> Bool {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(fd) }
        var from = address(source, port: 0)
        return withUnsafePointer(to: &from) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        } == 0
    }

    static func dotted(_ address: UInt32) -> String {
        [24, 16, 8, 0].map { String((address >> UInt32($0)) & 0xFF) }.joined(separator: ".")
    }

    private static func address(_ host: UInt32, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(host.bigEndian)
        return address
    }
}
