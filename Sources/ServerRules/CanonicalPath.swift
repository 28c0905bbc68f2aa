/// The path rule of both servers (`lockharness-server` and `lockharness serve`): they route exact paths only, so
/// every guard that reads the path (the reference server's sandbox-header guard, fault injection and `/api` vs `/v1`
/// error shape; the live control server's token check on `/api/`) sees the path the router serves.
///
/// Hummingbird's router skips empty path segments, so `/api/auth/me/`, `//api/auth/me` and `/api//auth/me` would
/// all reach `/api/auth/me`'s handler while a guard comparing paths saw a different string. Rather than rewriting
/// such paths (which would leave a proxy or firewall rule written for `/api/auth/set-passcode` as easy to walk
/// around as the sandbox guard was), a server answers 404 for them before any guard runs: one route, one spelling.
/// ```swift
/// CanonicalPath.isCanonical("/api/auth/me")   // true
/// CanonicalPath.isCanonical("/api/auth/me/")  // false: trailing slash
/// CanonicalPath.isCanonical("//api/auth/me")  // false: empty segment
/// ```
public enum CanonicalPath {
    /// Whether `path` is `/` or `/`-separated non-empty segments with no trailing slash.
    public static func isCanonical(_ path: String) -> Bool {
        guard path != "/" else { return true }
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return false }
        var previousWasSlash = false
        for byte in bytes {
            let slash = byte == UInt8(ascii: "/")
            if slash, previousWasSlash { return false }
            previousWasSlash = slash
        }
        return true
    }

    /// The 404 message for a path that is not canonical.
    public static func refusal(method: String, path: String) -> String {
        "no route \(method) \(path.prefix(256)): paths are matched exactly (no trailing, doubled or empty slashes)"
    }
}
