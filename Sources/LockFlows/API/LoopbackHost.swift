/// Which bind hosts only this machine can reach: `localhost`, `::1` (also `[::1]`) and `127.0.0.0/8`. The one rule
/// the reference server (its bind guard and test mode) and `lockharness serve` apply.
public enum LoopbackHost {
    /// Whether `host` is a loopback host.
    public static func contains(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
