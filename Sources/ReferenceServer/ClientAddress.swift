import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the per-client limits count by: the peer's IP address, without its port (a client's connections come
/// from many ports). An IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`) counts as the IPv4 address. The
/// connection share counts by the address's network (``network(of:)``).
///
/// Behind a reverse proxy every client has the proxy's address, so the per-client limits then apply to all of
/// them together (the server reads no `X-Forwarded-For`: it cannot know which proxy to trust).
enum ClientAddress {
    /// The key of `address`; `"unknown"` when there is none (a Unix socket, a closed channel).
    static func key(of address: SocketAddress?) -> String {
        guard let ip = address?.ipAddress else { return "unknown" }
        let mapped = "::ffff:"
        if ip.lowercased().hasPrefix(mapped), ip.contains(".") { return String(ip.dropFirst(mapped.count)) }
        return ip
    }

    /// The network a key belongs to for the connection share: `a.b.c.0/24` for IPv4, the first 64 bits `/64` for
    /// IPv6 (one host or one customer commonly holds a whole /64); any other key stands for itself.
    static func network(of key: String) -> String {
        var v4 = in_addr()
        if inet_pton(AF_INET, key, &v4) == 1 {
            let parts = key.split(separator: ".")
            return parts.prefix(3).joined(separator: ".") + ".0/24"
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, key, &v6) == 1 else { return key }
        let bytes = withUnsafeBytes(of: &v6) { Array($0.prefix(8)) }
        let groups = stride(from: 0, to: 8, by: 2).map { index in
            String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }
}
