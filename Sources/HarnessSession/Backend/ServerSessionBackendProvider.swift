import Foundation
import LockCore
import LockFlows
import PasscodeHTTPClient

/// One sandbox per session on a reference server in test mode (`--backend server` or `--backend URL`).
///
/// Each session gets a fresh sandbox holding its account, in the configuration's initial state, with the
/// sandbox's clock starting at the session's wall clock; the seeds' APIs are reached over HTTP with the
/// sandbox's bearer token and header.
public struct ServerSessionBackendProvider: SessionBackendProvider {
    /// The server's base URL.
    public let baseURL: URL
    /// How long one request may take before it fails as a timeout (what a `timeout` fault costs in real time).
    public let requestTimeout: Duration

    /// A provider for the server at `baseURL`.
    public init(baseURL: URL, requestTimeout: Duration = .seconds(2)) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
    }

    public func makeBackend(for configuration: SessionConfiguration, clock: SharedVirtualClock) async throws
        -> SessionBackend
    {
        let server = TestModeClient(baseURL: baseURL, timeout: max(requestTimeout, .seconds(10)))
        let now = clock.now().wall
        let sandbox = try await server.createSandbox(
            CreateSandboxRequest(
                email: configuration.accountEmail, password: configuration.accountPassword,
                now: Double(now.nanosecondsSince1970) / 1e9, passcode: configuration.passcode,
                passcodeEnabled: configuration.passcode == nil ? nil : configuration.passcodeEnabled,
                timeoutMinutes: configuration.timeoutMinutes, policy: configuration.serverPolicy))
        let scope = [TestModeEndpoint.sandboxHeader: sandbox.sandbox]
        let backend = ServerSessionBackend(
            testMode: server.scoped(to: sandbox.sandbox),
            passcode: HTTPPasscodeAPI(
                baseURL: baseURL, token: sandbox.token, timeout: requestTimeout, extraHeaders: scope),
            passwordReset: HTTPPasswordResetAPI(baseURL: baseURL, timeout: requestTimeout, extraHeaders: scope),
            clock: clock)
        try await backend.setTime(now)
        return backend.sessionBackend
    }
}
