import NIOCore

/// What the per-client limits count by: the peer's IP address, without its port (a client's connections come
/// from many ports). An IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`) counts as the IPv4 address.
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
}
