import Foundation
import HTTPTypes
import Hummingbird
import LockCore
import LockFlows

extension ReferenceServer {
    /// The main router: the seeds' routes for the default scope, `/openapi.json`, the `/test` routes in test
    /// mode, and the ``ScopeMiddleware`` that sends sandbox requests to their own scope.
    func makeRouter() -> Router<ReferenceRequestContext> {
        let router = Router(context: ReferenceRequestContext.self)
        // Unknown paths and wrong methods get JSON 404 / 405 answers, whichever routes are registered below.
        let catalog = RouteCatalog<ReferenceRequestContext>()
        router.add(middleware: RouteFallbackMiddleware(catalog: catalog))
        if configuration.testMode { router.add(middleware: TestModeOriginMiddleware()) }
        router.add(
            middleware: ScopeMiddleware(
                testMode: configuration.testMode, defaultScope: defaultScope, sandboxes: sandboxes,
                hangLimit: configuration.hangLimit))
        let body = JSONBody(maxBytes: configuration.maxBodyBytes)
        ReferenceRoutes(accounts: accounts, tokens: configuration.tokens, body: body, users: passwordReset)
            .register(on: router)
        PasswordResetRouter(accounts: passwordReset, body: body).register(on: router)
        OpenAPIDocument.register(on: router)
        if configuration.testMode { TestModeRoutes(server: self, body: body).register(on: router) }
        catalog.seal(router)
        return router
    }

    /// Creates the user of every account with a configured bearer token (`dev` → `dev@example.com`, no password
    /// until one is set through the email reset), unless it exists.
    func createConfiguredUsers() async throws {
        for account in Set(configuration.tokens.accounts.values).sorted() {
            try await passwordReset.createUser(
                id: account, email: PasswordResetAccounts.defaultEmail(account: account), name: account, password: nil)
        }
    }

    /// The scope named by the request's `X-LockHarness-Sandbox` header (the default scope without it).
    /// - Throws: 404 for an unknown sandbox.
    func scope(for request: Request) throws -> ServerScope {
        guard let id = request.headers[HTTPField.Name(TestModeEndpoint.sandboxHeader)!] else { return defaultScope }
        guard let scope = sandboxes[id] else {
            throw PasscodeServerError(status: .notFound, message: "unknown sandbox \(id.prefix(64))")
        }
        return scope
    }

    /// `POST /test/sandboxes`: a fresh account and user with its own token, clock, faults and mailbox.
    func createSandbox(_ request: CreateSandboxRequest) async throws -> CreateSandboxResponse {
        if let refusal = PasswordResetServerRules.addressRefusal(request.email, checksFormat: true) {
            throw PasscodeServerError.badRequest(refusal.detail)
        }
        guard !request.password.isEmpty, PasswordResetServerRules.passwordRefusal(request.password) == nil else {
            throw PasscodeServerError.badRequest(
                "password must be 1 to \(PasswordResetServerRules.maximumPasswordLength) characters")
        }
        let pinned = try request.now.map { now throws(PasscodeServerError) in
            try WallClockInstant(testModeSeconds: now, field: "now")
        }
        let passcode = try request.passcode.map { text in
            do { return try Passcode(text).digits } catch {
                throw PasscodeServerError.badRequest(PasscodeServerRules.Message.malformedPasscode(field: "passcode"))
            }
        }
        if request.passcodeEnabled == true, passcode == nil {
            throw PasscodeServerError.badRequest("passcode_enabled needs a passcode")
        }
        if let minutes = request.timeoutMinutes {
            do { _ = try LockTimeout(minutes: minutes) } catch {
                throw PasscodeServerError.badRequest(
                    "timeout_minutes must be between \(LockTimeout.minuteRange.lowerBound) and \(LockTimeout.minuteRange.upperBound)"
                )
            }
        }
        var generator = SystemRandomNumberGenerator()
        let id = Hex.random(byteCount: 12, using: &generator)
        let token = Hex.random(byteCount: 32, using: &generator)
        let account = "sandbox-\(id)"
        let start = pinned ?? baseClock.now().wall
        let email = request.email
        var sandboxConfiguration = configuration
        sandboxConfiguration.passwordResetPolicy.passwordVerifier = configuration.sandboxPasswordVerifier
        if let policy = request.policy { sandboxConfiguration.rules.policy = policy }
        let scope = ServerScope(
            id: id, clock: ScopeClock(pinnedAt: start, base: baseClock), tokens: BearerTokens([token: account]),
            database: database, configuration: sandboxConfiguration, printed: outbox, collectMail: true,
            email: { _ in email }, ownRouter: true)
        sandboxes.add(scope, limit: configuration.maxSandboxes)
        try await scope.passwordReset.createUser(id: account, email: email, name: email, password: request.password)
        let enabled = request.passcodeEnabled ?? (passcode != nil)
        let timeout = request.timeoutMinutes
        try await database.update(account: account) { state in
            if let passcode { state.storeVerifier(for: passcode) }
            state.enabled = enabled
            state.timeoutMinutes = timeout
        }
        return CreateSandboxResponse(sandbox: id, token: token, userId: account)
    }
}

extension ReferenceServer {
    /// Every route the router serves, as `"METHOD /path"` (read from the Hummingbird router itself), for checking
    /// the OpenAPI document against.
    func registeredRoutes() -> Set<String> {
        Set(makeRouter().routes.map { "\($0.method.rawValue) \($0.path)" })
    }
}
