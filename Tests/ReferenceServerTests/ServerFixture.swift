import Biometrics
import Foundation
import LockCore
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import ReferenceServerTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real reference server on an ephemeral loopback port, its manual clock and outbox, and HTTP clients.
struct ServerFixture {
    static let otherToken = "other-account-token"
    /// How long a request may go unanswered before the test calls the server hung: far above any loaded run.
    static let hangGuard: Duration = .seconds(60)

    let clock = ManualServerClock()
    let outbox = ResetCodeOutbox()
    let server: ReferenceServer
    let running: RunningReferenceServer
    let api: HTTPPasscodeAPI
    /// The same server, as account "other".
    let otherAPI: HTTPPasscodeAPI

    var baseURL: URL { URL(string: running.baseURL)! }

    /// Starts a server, runs `body`, and stops the server even when `body` throws.
    static func with(
        configure: (inout ReferenceServerConfiguration) -> Void = { _ in },
        _ body: (ServerFixture) async throws -> Void
    ) async throws {
        let fixture = try await ServerFixture(configure: configure)
        do {
            try await body(fixture)
        } catch {
            await fixture.running.stop()
            throw error
        }
        await fixture.running.stop()
    }

    private init(configure: (inout ReferenceServerConfiguration) -> Void) async throws {
        var configuration = ReferenceServerConfiguration()
        configuration.tokens = BearerTokens([
            BearerTokens.developmentToken: "dev", Self.otherToken: "other",
        ])
        configure(&configuration)
        server = try ReferenceServer(configuration: configuration, clock: clock, outbox: outbox)
        running = try await server.start()
        let url = URL(string: running.baseURL)!
        // A hang guard, not a speed bound: a loaded machine answers well within it.
        api = HTTPPasscodeAPI(baseURL: url, token: BearerTokens.developmentToken, timeout: Self.hangGuard)
        otherAPI = HTTPPasscodeAPI(baseURL: url, token: Self.otherToken, timeout: Self.hangGuard)
    }

    /// A `PasscodeService` (seed policy) talking to this server over HTTP.
    func makeService(store: InMemorySecureStore = InMemorySecureStore()) throws -> PasscodeService {
        try PasscodeService(api: api, store: store, policy: .seed)
    }

    /// The latest reset code "emailed" to the dev account.
    func latestCode(for account: String = "dev") throws -> String {
        guard let code = outbox.latestCode(for: account) else { throw FixtureError("no reset code in the outbox") }
        return code
    }

    /// Sends raw bytes to an endpoint and returns the status, the body's `error` field (if any), the body and the
    /// headers (names lowercased).
    func raw(
        _ method: String, _ path: String, body: Data?, token: String? = BearerTokens.developmentToken
    ) async throws -> (status: Int, error: String?, data: Data, headers: [String: String]) {
        var request = URLRequest(url: baseURL.appendingPathComponent(String(path.dropFirst())))
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http?.allHeaderFields ?? [:] {
            headers[name.lowercased()] = value
        }
        return (http?.statusCode ?? -1, try? JSONDecoder().decode(ErrorBody.self, from: data).error, data, headers)
    }
}

/// A failed fixture step.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
