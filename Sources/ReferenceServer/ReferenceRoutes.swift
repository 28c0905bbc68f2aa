import HTTPTypes
import Hummingbird
import LockFlows

/// The routes of `PasscodeRoutes`, registered generically, each: authenticate, decode its `Input`, apply its rule
/// through ``PasscodeAccounts``, encode its `Output`.
struct ReferenceRoutes: Sendable {
    let accounts: PasscodeAccounts
    let tokens: BearerTokens
    let body: JSONBody
    /// The users behind the accounts (`GET /api/auth/me`'s `user`, `company`, `hasPassword`).
    let users: PasswordResetAccounts

    func register(on router: Router<ReferenceRequestContext>) {
        for route in PasscodeRoutes.all { register(opening: route, on: router) }
    }

    private func register(opening route: some PasscodeRouteDescribing, on router: Router<ReferenceRequestContext>) {
        register(route.typed, on: router)
    }

    private func register<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, on router: Router<ReferenceRequestContext>
    ) {
        let accounts = accounts
        let tokens = tokens
        let body = body
        let users = users
        let handler: @Sendable (Request, ReferenceRequestContext) async throws -> Response = { request, _ in
            let account = try tokens.account(for: request)
            let input: Input
            if !route.sendsBody, let absent = route.absentBody {
                input = absent
            } else {
                input = try await body.decode(Input.self, from: request, emptyAs: route.absentBody)
            }
            let output = try await accounts.apply(route, account: account, input)
            return try await Self.answer(output, account: account, users: users)
        }
        let path = RouterPath(route.endpoint.path)
        switch route.endpoint.method {
        case .post: router.post(path, use: handler)
        case .put: router.put(path, use: handler)
        case .get: router.get(path, use: handler)
        }
    }

    /// The answer's JSON; the passcode fields of `GET /api/auth/me` go out inside the user's whole record
    /// (`GetCurrentUserResponse`), which the passcode rules do not hold.
    private static func answer<Output: Encodable>(
        _ output: Output, account: String, users: PasswordResetAccounts
    ) async throws -> Response {
        if let passcode = output as? CurrentUserPasscodeState {
            return try JSONBody.response(try await users.currentUser(account: account, passcode: passcode))
        }
        return try JSONBody.response(output)
    }
}
