import Foundation
import HTTPTypes
import Hummingbird
import LockCore
import ServerRules

/// Runs before every route: a path not in ``CanonicalPath``'s form (`//api/state`, `/api/state/`) gets a JSON 404
/// before anything else, since the router skips empty segments and would otherwise serve it past the token check
/// below; a request that matched no route gets a JSON 404 (or 405 with `Allow`); an `/api/` request without the
/// right bearer token gets a JSON 401 before anything is read or changed.
struct LiveControlMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The token every `/api/` route requires.
    let token: String

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard CanonicalPath.isCanonical(path) else {
            throw LiveControlError(.notFound, CanonicalPath.refusal(method: request.method.rawValue, path: path))
        }
        if path.hasPrefix("/api/") || path == "/api" {
            try authorize(request)
        }
        guard context.endpointPath != nil else {
            let route = "\(request.method.rawValue) \(path)"
            if let allow = LiveRoute.allowed(at: path) {
                throw LiveControlError(
                    .methodNotAllowed, "method \(route) not allowed; allowed: \(allow)", headers: [.allow: allow])
            }
            throw LiveControlError(.notFound, "no route \(route)")
        }
        return try await next(request, context)
    }

    /// Throws 401 unless the request carries `Authorization: Bearer <token>` (compared in constant time).
    private func authorize(_ request: Request) throws {
        guard let header = request.headers[.authorization] else {
            throw LiveControlError(
                .unauthorized, "missing Authorization: Bearer <token> (printed by `lockharness serve`)",
                headers: [.wwwAuthenticate: "Bearer"])
        }
        let prefix = "Bearer "
        guard header.hasPrefix(prefix), ConstantTime.equal(String(header.dropFirst(prefix.count)), token) else {
            throw LiveControlError(.unauthorized, "wrong token", headers: [.wwwAuthenticate: "Bearer"])
        }
    }
}
