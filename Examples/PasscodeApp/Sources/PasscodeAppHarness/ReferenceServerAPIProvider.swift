import Foundation
import Harness
import LockFlows
import PasscodeApp
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A sandbox per case on a reference server in test mode (`lockharness-server --test-mode`, e.g. started with
/// Harness's `ReferenceServerProcess.start()`): the app's own ``HTTPAPIClient`` talks to it over a real socket,
/// with the sandbox's bearer token and `X-LockHarness-Sandbox` header.
///
/// The sandbox is created with the case's account (passcode, lock on or off, timeout), request policy
/// (`configuration.serverPolicy`) and clock start, as Harness's `ServerSessionBackendProvider` creates the model's.
public final class ReferenceServerAPIProvider: PasscodeAppAPIProvider {
    /// One case's sandbox: what a test needs to look at the account afterwards.
    public struct Sandbox: Sendable, Hashable {
        /// The sandbox id (the `X-LockHarness-Sandbox` header).
        public let id: String
        /// The user's bearer token.
        public let token: String
        /// The configuration it was created for.
        public let configuration: SessionConfiguration
    }

    /// Why a sandbox could not be created.
    public struct SandboxError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The server's base URL.
    public let baseURL: URL
    private let created = Mutex<[Sandbox]>([])
    private let session: URLSession

    /// A provider for the server at `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        self.session = URLSession(configuration: configuration)
    }

    /// The sandboxes created so far, oldest first.
    public var sandboxes: [Sandbox] { created.withLock { $0 } }

    /// The app's client for `sandbox` (or another client for the same account).
    public func client(for sandbox: Sandbox) -> HTTPAPIClient {
        HTTPAPIClient(
            baseURL: baseURL, token: sandbox.token, extraHeaders: [TestModeEndpoint.sandboxHeader: sandbox.id])
    }

    public func makeAPI(for configuration: SessionConfiguration, wallClock: Date) async throws -> any APIClient {
        let body = CreateSandboxRequest(
            email: configuration.accountEmail, password: configuration.accountPassword,
            now: wallClock.timeIntervalSince1970, passcode: configuration.passcode,
            passcodeEnabled: configuration.passcode == nil ? nil : configuration.passcodeEnabled,
            timeoutMinutes: configuration.timeoutMinutes, policy: configuration.serverPolicy)
        let endpoint = TestModeEndpoint.createSandbox
        var request = URLRequest(url: baseURL.appendingPathComponent(String(endpoint.path.dropFirst())))
        request.httpMethod = endpoint.method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.httpBody = try JSONEncoder().encode(body)
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw SandboxError(
                description: "\(endpoint.method) \(endpoint.path) answered "
                    + "\((response as? HTTPURLResponse)?.statusCode ?? 0): \(String(decoding: data, as: UTF8.self))")
        }
        let answer = try JSONDecoder().decode(CreateSandboxResponse.self, from: data)
        let sandbox = Sandbox(id: answer.sandbox, token: answer.token, configuration: configuration)
        created.withLock { $0.append(sandbox) }
        return client(for: sandbox)
    }
}
