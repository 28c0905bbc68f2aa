import Foundation
import LockCore
import LockFlows
import PasscodeHTTPClient
import ReferenceServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `/test` routes over HTTP for the tests: raw calls (any method, body and header, the status and headers
/// answered) to probe refusals, and the typed calls through `PasscodeHTTPClient.TestModeClient`.
struct TestRoutesProbe {
    let baseURL: URL

    /// The typed client, acting on `sandbox`.
    func client(_ sandbox: String?) -> TestModeClient { TestModeClient(baseURL: baseURL, sandbox: sandbox) }

    struct Answer {
        let status: Int
        let headers: [String: String]
        let data: Data
        var text: String { String(decoding: data, as: UTF8.self) }
    }

    func call(
        _ method: String, _ path: String, body: (any Encodable)? = nil, sandbox: String? = nil,
        headers: [String: String] = [:], rawBody: Data? = nil
    ) async throws -> Answer {
        var request = URLRequest(url: URL(string: baseURL.absoluteString + path)!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let sandbox { request.setValue(sandbox, forHTTPHeaderField: TestModeEndpoint.sandboxHeader) }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body { request.httpBody = try JSONEncoder().encode(body) }
        if let rawBody { request.httpBody = rawBody }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields { fields["\(key)".lowercased()] = "\(value)" }
        return Answer(status: http.statusCode, headers: fields, data: data)
    }

    func decode<T: Decodable>(_ type: T.Type, _ answer: Answer) throws -> T {
        try JSONDecoder().decode(type, from: answer.data)
    }

    /// A new sandbox.
    func createSandbox(
        email: String = "ann@example.com", password: String = "OldPassw0rd", now: Double? = 1_800_000_000,
        passcode: String? = nil
    ) async throws -> CreateSandboxResponse {
        try await client(nil).createSandbox(
            CreateSandboxRequest(email: email, password: password, now: now, passcode: passcode))
    }

    func outbox(_ sandbox: String?) async throws -> TestOutbox { try await client(sandbox).outbox() }

    func inject(_ fault: InjectFaultRequest, sandbox: String?) async throws -> InjectFaultResponse {
        try await client(sandbox).injectFault(fault)
    }

    func advance(_ seconds: Double, sandbox: String?) async throws -> TestClockResponse {
        try await client(sandbox).advanceClock(seconds: seconds)
    }

    /// The token of the latest reset link in the sandbox's outbox.
    func latestResetToken(_ sandbox: String?) async throws -> String {
        guard let link = try await outbox(sandbox).messages.last(where: { $0.kind == .passwordResetLink })?.link else {
            throw FixtureError("no reset link in the outbox")
        }
        return try ResetPasswordLink(parsing: link).token
    }

    /// Clients for the sandbox's user.
    func passcodeAPI(_ sandbox: CreateSandboxResponse, timeout: Duration = .seconds(5)) -> HTTPPasscodeAPI {
        HTTPPasscodeAPI(
            baseURL: baseURL, token: sandbox.token, timeout: timeout,
            extraHeaders: [TestModeEndpoint.sandboxHeader: sandbox.sandbox])
    }

    func passwordResetAPI(_ sandbox: CreateSandboxResponse, timeout: Duration = .seconds(5)) -> HTTPPasswordResetAPI {
        HTTPPasswordResetAPI(
            baseURL: baseURL, timeout: timeout, extraHeaders: [TestModeEndpoint.sandboxHeader: sandbox.sandbox])
    }
}

extension ServerFixture {
    /// Starts a server in test mode.
    static func withTestMode(
        configure: (inout ReferenceServerConfiguration) -> Void = { _ in },
        _ body: (ServerFixture, TestRoutesProbe) async throws -> Void
    ) async throws {
        try await with(configure: { configuration in
            configuration.testMode = true
            // Tests do not need the production KDF cost (PBKDF2 600,000 rounds, ~0.4 s a password here), and many
            // run in parallel on two cores with short client timeouts.
            configuration.passwordResetPolicy.passwordVerifier = .pbkdf2SHA256(rounds: 1000)
            configure(&configuration)
        }) { f in
            try await body(f, TestRoutesProbe(baseURL: f.baseURL))
        }
    }
}
