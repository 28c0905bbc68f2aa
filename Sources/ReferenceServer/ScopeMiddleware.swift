import HTTPTypes
import Hummingbird
import LockFlows

/// Sends each request to its scope and plays the scope's injected faults (test mode).
///
/// It compares the request's path with the seeds' routes as written: ``RouteFallbackMiddleware``, outside it,
/// has already answered 404 for any other spelling of a path (``CanonicalPath``), so the path seen here is the
/// path the router serves.
///
/// - No `X-LockHarness-Sandbox` header: the default scope, whose routes are on the main router.
/// - The header outside test mode: refused (400), so a client that believes it is isolated never touches real
///   accounts.
/// - The header in test mode: an unknown sandbox is a 401 on `/api` (no token of it can be valid) and a 404 on
///   `/v1`; a known one gets its faults played, then its own
///   routes (its accounts, users, tokens, clock and mailbox). `/test/...` routes read the header themselves.
struct ScopeMiddleware: RouterMiddleware {
    typealias Context = ReferenceRequestContext

    let testMode: Bool
    let defaultScope: ServerScope
    let sandboxes: SandboxRegistry
    let hangLimit: Duration

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        let seedRoute = InjectFaultRequest.seedRoutes.contains(path)
        guard seedRoute else { return try await next(request, context) }
        let header = request.headers[HTTPField.Name(TestModeEndpoint.sandboxHeader)!]
        guard let header else {
            guard testMode, let fault = defaultScope.faults.take(route: path) else {
                return try await next(request, context)
            }
            return try await InjectedFault.perform(fault, route: path, hangLimit: hangLimit) {
                try await next(request, context)
            }
        }
        guard testMode else {
            return InjectedFault.errorResponse(
                status: .badRequest,
                message: "\(TestModeEndpoint.sandboxHeader) is only accepted by a server in test mode (--test-mode)",
                route: path)
        }
        guard let scope = sandboxes[header], let responder = scope.responder else {
            let message = "unknown sandbox \(header.prefix(64))"
            guard path.hasPrefix("/api/") else {
                return InjectedFault.errorResponse(status: .notFound, message: message, route: path)
            }
            // Bearer tokens belong to a sandbox: with an unknown one no token can be valid, so /api says 401.
            throw PasscodeServerError(status: .unauthorized, message: "\(message): its bearer tokens do not exist")
        }
        let play = { try await responder.respond(to: request, context: context) }
        guard let fault = scope.faults.take(route: path) else { return try await play() }
        return try await InjectedFault.perform(fault, route: path, hangLimit: hangLimit, next: play)
    }
}
