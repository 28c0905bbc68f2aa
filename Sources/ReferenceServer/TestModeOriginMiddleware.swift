import HTTPTypes
import Hummingbird

/// Test mode's guard against pages in a browser: its routes move clocks, inject faults and show reset links, so a
/// request is answered only when its `Host` is a loopback name (`127.0.0.1`, `localhost`, `[::1]`, any port), which
/// a DNS-rebinding page's request never has, and a write (any method but GET, HEAD, OPTIONS) only when it does not
/// come from another origin: an `Origin` other than `http://` + its `Host`, or a `Sec-Fetch-Site` other than
/// `same-origin` or `none`, is what a browser sends with a cross-origin `no-cors` POST (a `text/plain` body needs no
/// preflight). Both are `403` with the route family's JSON error body, before any other guard or handler.
struct TestModeOriginMiddleware: RouterMiddleware {
    typealias Context = ReferenceRequestContext

    /// The header browsers send with every request since 2020 (Chromium 76, Firefox 90, Safari 16.4).
    static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        let authority = request.head.authority ?? ""
        guard Self.isLoopback(authority: authority) else {
            let message =
                "Host \(authority.prefix(128)) is not a loopback name: test mode answers only Host 127.0.0.1, "
                + "localhost or [::1] (with any port), so a page rebinding its own name to this address is refused"
            return InjectedFault.errorResponse(status: .forbidden, message: message, route: path)
        }
        guard ![.get, .head, .options].contains(request.method) else { return try await next(request, context) }
        if let origin = request.headers[.origin], origin != "http://\(authority)" {
            let message =
                "cross-origin \(request.method.rawValue) refused in test mode: Origin \(origin.prefix(128)) is not "
                + "http://\(authority.prefix(128))"
            return InjectedFault.errorResponse(status: .forbidden, message: message, route: path)
        }
        if let site = request.headers[Self.fetchSite], !["same-origin", "none"].contains(site.lowercased()) {
            let message =
                "cross-origin \(request.method.rawValue) refused in test mode: Sec-Fetch-Site is \(site.prefix(32))"
            return InjectedFault.errorResponse(status: .forbidden, message: message, route: path)
        }
        return try await next(request, context)
    }

    /// Whether `authority` (`host[:port]`) names a loopback host: `127.0.0.1`, `localhost` or `[::1]`.
    static func isLoopback(authority: String) -> Bool {
        var host = Substring(authority)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return false }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            guard host[host.index(after: colon)...].allSatisfy(\.isNumber) else { return false }
            host = host[..<colon]
        }
        return ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }
}
