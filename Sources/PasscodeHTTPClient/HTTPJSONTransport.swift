import Foundation
import LockFlows
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// JSON over URLSession to one server: the base URL, the headers every request carries, and one timeout.
///
/// The API clients of this module build on it; it only moves bytes and leaves status mapping to them.
/// ```swift
/// let transport = HTTPJSONTransport(baseURL: url, headers: ["X-LockHarness-Sandbox": id], timeout: .seconds(5))
/// let (data, response) = try await transport.send("GET", "/test/outbox")
/// ```
public struct HTTPJSONTransport: Sendable {
    /// The server's base URL (`http://host:port`).
    public let baseURL: URL
    /// Headers sent with every request (a bearer token, the test-mode sandbox).
    public let headers: [String: String]
    private let session: URLSession

    /// A transport to `baseURL` whose requests carry `headers` and give up after `timeout`.
    public init(baseURL: URL, headers: [String: String] = [:], timeout: Duration = .seconds(10)) {
        self.baseURL = baseURL
        self.headers = headers
        self.session = Self.session(timeout: timeout)
    }

    /// One URLSession per timeout, shared by every transport: a harness makes clients per scenario case, and a
    /// session per client would cost a connection pool each (and URLSession is only released once invalidated).
    private static let sessions = Mutex<[Duration: URLSession]>([:])

    private static func session(timeout: Duration) -> URLSession {
        sessions.withLock { sessions in
            if let session = sessions[timeout] { return session }
            let configuration = URLSessionConfiguration.ephemeral
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
            configuration.timeoutIntervalForRequest = seconds
            configuration.timeoutIntervalForResource = seconds
            let session = URLSession(configuration: configuration)
            sessions[timeout] = session
            return session
        }
    }

    /// Sends `input` to `route` (as its JSON body, except on a `GET`) and returns the raw answer.
    /// - Throws: as ``send(_:_:json:)``.
    public func send<Input: Codable & Sendable, Output: Codable & Sendable, Rule: Sendable>(
        _ route: APIRoute<Input, Output, Rule>, _ input: Input
    ) async throws -> (Data, HTTPURLResponse) {
        try await send(route.endpoint.method, route.endpoint.path, json: route.sendsBody ? input : nil)
    }

    /// Sends `method path` with `body` encoded as JSON (none when nil) and returns the raw answer.
    /// - Throws: the `URLError` of a failed exchange; a non-HTTP response as `URLError(.badServerResponse)`.
    public func send(_ method: RouteMethod, _ path: String, json body: (any Encodable)? = nil) async throws
        -> (Data, HTTPURLResponse)
    {
        var request = URLRequest(url: baseURL.appendingPathComponent(String(path.drop { $0 == "/" })))
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
