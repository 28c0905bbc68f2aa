import Foundation
import LockFlows

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The reference server's test-mode routes (`lockharness-server --test-mode`) over HTTP, for one sandbox.
///
/// ```swift
/// let server = TestModeClient(baseURL: url)
/// try await server.requireTestMode()
/// let sandbox = try await server.createSandbox(CreateSandboxRequest(email: "ann@example.com", password: "pw"))
/// let scoped = server.scoped(to: sandbox.sandbox)
/// try await scoped.setClock(now: 1_767_225_600)
/// let mail = try await scoped.outbox().messages
/// ```
public struct TestModeClient: Sendable {
    /// Why a test-mode call failed.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The server did not answer (connection refused, timeout, ...).
        case unreachable(url: String, reason: String)
        /// The server answered, but not in test mode (`/test/status` is not there).
        case notInTestMode(url: String, status: Int)
        /// A test-mode route refused the request.
        case refused(route: String, status: Int, message: String)
        /// The answer did not decode.
        case invalidResponse(route: String, detail: String)

        public var description: String {
            switch self {
            case .unreachable(let url, let reason): "the backend at \(url) did not answer: \(reason)"
            case .notInTestMode(let url, let status):
                "the backend at \(url) is not in test mode (GET /test/status answered \(status)); "
                    + "start it with `lockharness-server --test-mode`"
            case .refused(let route, let status, let message): "\(route) answered \(status): \(message)"
            case .invalidResponse(let route, let detail): "\(route) answered something unreadable: \(detail)"
            }
        }
    }

    /// The sandbox requests act on (nil: the server's default sandbox).
    public let sandbox: String?
    private let transport: HTTPJSONTransport
    private let timeout: Duration

    /// A client for the server at `baseURL`, acting on `sandbox`.
    public init(baseURL: URL, sandbox: String? = nil, timeout: Duration = .seconds(10)) {
        self.sandbox = sandbox
        self.timeout = timeout
        self.transport = HTTPJSONTransport(
            baseURL: baseURL, headers: sandbox.map { [TestModeEndpoint.sandboxHeader: $0] } ?? [:], timeout: timeout)
    }

    /// The same server, acting on `sandbox`.
    public func scoped(to sandbox: String) -> TestModeClient {
        TestModeClient(baseURL: transport.baseURL, sandbox: sandbox, timeout: timeout)
    }

    /// Checks that the server answers and runs in test mode.
    /// - Throws: ``Failure/unreachable(url:reason:)`` or ``Failure/notInTestMode(url:status:)``.
    @discardableResult
    public func requireTestMode() async throws(Failure) -> TestModeStatus {
        let url = transport.baseURL.absoluteString
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(.get, TestModeEndpoint.status.path)
        } catch {
            throw .unreachable(url: url, reason: (error as? URLError)?.localizedDescription ?? "\(error)")
        }
        guard response.statusCode == 200, let status = try? JSONDecoder().decode(TestModeStatus.self, from: data),
            status.testMode
        else { throw .notInTestMode(url: url, status: response.statusCode) }
        return status
    }

    /// `POST /test/sandboxes`.
    public func createSandbox(_ request: CreateSandboxRequest) async throws(Failure) -> CreateSandboxResponse {
        try await call(.createSandbox, json: request)
    }

    /// `GET /test/outbox`.
    public func outbox() async throws(Failure) -> TestOutbox { try await call(.outbox) }

    /// `PUT /test/clock`.
    @discardableResult
    public func setClock(now: Double) async throws(Failure) -> TestClockResponse {
        try await call(.setClock, json: SetTestClockRequest(now: now))
    }

    /// `POST /test/clock/advance`.
    @discardableResult
    public func advanceClock(seconds: Double) async throws(Failure) -> TestClockResponse {
        try await call(.advanceClock, json: AdvanceTestClockRequest(seconds: seconds))
    }

    /// `POST /test/faults`.
    @discardableResult
    public func injectFault(_ fault: InjectFaultRequest) async throws(Failure) -> InjectFaultResponse {
        try await call(.faults, json: fault)
    }

    private func call<Output: Decodable>(_ endpoint: TestModeEndpoint, json body: (any Encodable)? = nil)
        async throws(Failure) -> Output
    {
        let route = "\(endpoint.method) \(endpoint.path)"
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(endpoint.method, endpoint.path, json: body)
        } catch {
            throw .unreachable(
                url: transport.baseURL.absoluteString, reason: (error as? URLError)?.localizedDescription ?? "\(error)")
        }
        guard (200..<300).contains(response.statusCode) else {
            let text = String(decoding: data, as: UTF8.self)
            throw .refused(route: route, status: response.statusCode, message: text.isEmpty ? "(no body)" : text)
        }
        do {
            return try JSONDecoder().decode(Output.self, from: data)
        } catch {
            throw .invalidResponse(route: route, detail: "\(error)")
        }
    }
}
