import Foundation
import LockFlows

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `PasscodeAPI` over HTTP (URLSession; FoundationNetworking on Linux, so no extra package).
///
/// Sends the LockFlows Codable shapes as JSON with `Authorization: Bearer <token>` and maps failures:
/// a non-2xx status to `PasscodeAPIError.server(status:message:)` (the message from the body's `error` or
/// `message` field), a timeout to `.timeout`, any other network failure to `.transport`, and an undecodable
/// 2xx body to `.invalidResponse`.
/// ```swift
/// let api = HTTPPasscodeAPI(baseURL: URL(string: "http://127.0.0.1:8080")!, token: "lockharness-dev-token")
/// let me = try await api.currentUser()
/// ```
public struct HTTPPasscodeAPI: PasscodeAPI {
    /// The server's base URL (`http://host:port`).
    public var baseURL: URL { transport.baseURL }
    private let transport: HTTPJSONTransport

    /// Headers sent with every request besides the token (e.g. `X-LockHarness-Sandbox` for a test-mode sandbox).
    public var extraHeaders: [String: String] { transport.headers.filter { $0.key != "Authorization" } }

    /// A client for the server at `baseURL`, identified by the bearer `token`, sending `extraHeaders` with every
    /// request; each request gives up after `timeout`.
    public init(baseURL: URL, token: String, timeout: Duration = .seconds(10), extraHeaders: [String: String] = [:]) {
        transport = HTTPJSONTransport(
            baseURL: baseURL, headers: extraHeaders.merging(["Authorization": "Bearer \(token)"]) { $1 },
            timeout: timeout)
    }

    /// Sends `input` to `route` (no body on a `GET`) and decodes its answer.
    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        let endpoint = route.endpoint
        let (data, http) = try await perform(route, input)
        guard (200..<300).contains(http.statusCode) else {
            throw PasscodeAPIError.server(
                status: http.statusCode, message: Self.message(from: data, status: http.statusCode))
        }
        do {
            return try JSONDecoder().decode(Output.self, from: data)
        } catch {
            throw PasscodeAPIError.invalidResponse("\(endpoint.path): \(error)")
        }
    }

    private func perform<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> (Data, HTTPURLResponse) {
        let endpoint = route.endpoint
        do {
            return try await transport.send(route, input)
        } catch let error as URLError where error.code == .badServerResponse {
            throw PasscodeAPIError.invalidResponse("not an HTTP response from \(endpoint.path)")
        } catch let error as URLError where error.code == .timedOut {
            throw PasscodeAPIError.timeout
        } catch let error as URLError {
            throw PasscodeAPIError.transport(
                "Could not reach \(baseURL.absoluteString): \(error.localizedDescription) (URLError \(error.code.rawValue))"
            )
        } catch {
            throw PasscodeAPIError.transport("Could not reach \(baseURL.absoluteString): \(error)")
        }
    }

    /// The `error` (or `message`) field of an error body, else a generic message with the status.
    static func message(from data: Data, status: Int) -> String {
        struct Body: Decodable {
            let error: String?
            let message: String?
        }
        if let body = try? JSONDecoder().decode(Body.self, from: data), let text = body.error ?? body.message {
            return text
        }
        return "The server answered HTTP \(status)."
    }
}
