import HTTPTypes
import Hummingbird
import LockFlows

/// The routes of `PasscodeEndpoint`, each: authenticate, decode, apply ``PasscodeAccounts``, encode.
struct ReferenceRoutes: Sendable {
    let accounts: PasscodeAccounts
    let tokens: BearerTokens
    let body: JSONBody
    /// The users behind the accounts (`GET /api/auth/me`'s `user`, `company`, `hasPassword`).
    let users: PasswordResetAccounts

    func register(on router: Router<ReferenceRequestContext>) {
        let accounts = accounts, tokens = tokens, body = body, users = users
        for endpoint in PasscodeEndpoint.allCases {
            let handler: @Sendable (Request, ReferenceRequestContext) async throws -> Response = { request, _ in
                let account = try tokens.account(for: request)
                return try await Self.handle(
                    endpoint, account: account, request: request, accounts: accounts, body: body, users: users)
            }
            let path = RouterPath(endpoint.route.path)
            switch endpoint.route.method {
            case "POST": router.post(path, use: handler)
            case "PUT": router.put(path, use: handler)
            default: router.get(path, use: handler)
            }
        }
    }

    static func handle(
        _ endpoint: PasscodeEndpoint, account: String, request: Request, accounts: PasscodeAccounts, body: JSONBody,
        users: PasswordResetAccounts
    ) async throws -> Response {
        switch endpoint {
        case .setPasscode:
            let input = try await body.decode(SetPasscodeRequest.self, from: request)
            return try JSONBody.response(try await accounts.setPasscode(account: account, input))
        case .verifyPasscode:
            let input = try await body.decode(VerifyPasscodeRequest.self, from: request)
            return try JSONBody.response(try await accounts.verifyPasscode(account: account, input))
        case .changePasscode:
            let input = try await body.decode(ChangePasscodeRequest.self, from: request)
            return try JSONBody.response(try await accounts.changePasscode(account: account, input))
        case .resetPasscodeRequest:
            _ = try await body.decode(ResetPasscodeRequestBody.self, from: request, emptyAs: ResetPasscodeRequestBody())
            return try JSONBody.response(try await accounts.requestReset(account: account))
        case .resetPasscode:
            let input = try await body.decode(ResetPasscodeRequest.self, from: request)
            return try JSONBody.response(try await accounts.resetPasscode(account: account, input))
        case .passcodeTimeout:
            let input = try await body.decode(PasscodeTimeoutRequest.self, from: request)
            return try JSONBody.response(try await accounts.updateTimeout(account: account, input))
        case .togglePasscodeEnabled:
            let input = try await body.decode(TogglePasscodeRequest.self, from: request)
            return try JSONBody.response(try await accounts.toggle(account: account, input))
        case .removePasscode:
            let input = try await body.decode(RemovePasscodeRequest.self, from: request, emptyAs: RemovePasscodeRequest())
            return try JSONBody.response(try await accounts.removePasscode(account: account, input))
        case .me:
            let passcode = try await accounts.currentUser(account: account)
            return try JSONBody.response(try await users.currentUser(account: account, passcode: passcode))
        }
    }
}
