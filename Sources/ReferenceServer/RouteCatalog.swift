import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// What the router serves, by path, for answering requests that match no route: 405 with `Allow` when the path
/// is served under other methods, 404 otherwise, both with a JSON body.
///
/// It is built from `Router.routes` once every route is registered (``seal(_:)``), so it knows every route on the
/// router, whoever registered it; path patterns (`:id`, `*`, `**`) match as the router matches them, because
/// the lookup is a second Hummingbird router with one GET route per path.
final class RouteCatalog<Context: RequestContext>: Sendable {
    private let probe = Mutex<RouterResponder<Context>?>(nil)

    /// An empty catalog: every request is a 404 until ``seal(_:)``.
    init() {}

    /// Records every route now on `router` (call after the last route is registered).
    func seal(_ router: Router<Context>) {
        var methods: [String: (path: RouterPath, methods: [String])] = [:]
        for route in router.routes {
            methods[route.path.description, default: (route.path, [])].methods.append(route.method.rawValue)
        }
        let lookup = Router(context: Context.self)
        for (path, names) in methods.values {
            let allow = names.sorted().joined(separator: ", ")
            lookup.get(path) { _, _ in Response(status: .ok, headers: [.allow: allow]) }
        }
        let responder = lookup.buildResponder()
        probe.withLock { $0 = responder }
    }

    /// The error for `request`, which no route matched: 405 naming the allowed methods, or 404.
    func refusal(for request: Request, context: Context) async -> PasscodeServerError {
        let route = "\(request.method.rawValue) \(request.uri.path)"
        if let probe = probe.withLock({ $0 }) {
            var head = request.head
            head.method = .get
            let response = try? await probe.respond(
                to: Request(head: head, body: RequestBody(buffer: ByteBuffer())), context: context)
            if let response, response.status == .ok, let allow = response.headers[.allow] {
                return PasscodeServerError(
                    status: .methodNotAllowed, message: "method \(route) not allowed; allowed: \(allow)",
                    headers: [.allow: allow])
            }
        }
        return PasscodeServerError(status: .notFound, message: "no route \(route)")
    }
}
