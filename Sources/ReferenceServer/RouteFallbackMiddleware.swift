import Hummingbird
import ServerRules

/// Turns "no route matched" into a JSON 404, or a JSON 405 with `Allow` when the path exists under other
/// methods (see ``RouteCatalog``). Requests that matched a route pass through untouched, unless their path is not
/// in the canonical form of ``CanonicalPath`` (a trailing, doubled or leading empty slash), which is a 404 too:
/// this middleware is the router's outermost, so no other middleware or handler sees such a request.
///
/// Hummingbird runs router middleware on unmatched requests too, with no endpoint path set in the context;
/// that is how this one tells them apart.
struct RouteFallbackMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The routes to answer 405 for.
    let catalog: RouteCatalog<Context>

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard CanonicalPath.isCanonical(path) else {
            throw PasscodeServerError(
                status: .notFound, message: CanonicalPath.refusal(method: request.method.rawValue, path: path))
        }
        guard context.endpointPath == nil else { return try await next(request, context) }
        throw await catalog.refusal(for: request, context: context)
    }
}
