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
    public let baseURL: URL
    private let token: String
    private let session: URLSession
    /// Headers sent with every request (e.g. `X-LockHarness-Sandbox` for a test-mode sandbox).
    public let extraHeaders: [String: String]

    /// A client for the server at `baseURL`, identified by the bearer `token`, sending `extraHeaders` with every
    /// request; each request gives up after `timeout`.
    public init(baseURL: URL, token: String, timeout: Duration = .seconds(10), extraHeaders: [String: String] = [:]) {
        self.baseURL = baseURL
        self.token = token
        self.extraHeaders = extraHeaders
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        self.session = URLSession(configuration: configuration)
    }

    /// `POST /api/auth/set-passcode`.
    public func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        try await send(.setPasscode, request)
    }

    /// `POST /api/auth/verify-passcode`.
    public func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        try await send(.verifyPasscode, request)
    }

    /// `POST /api/auth/change-passcode`.
    public func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        try await send(.changePasscode, request)
    }

    /// `POST /api/auth/reset-passcode-request`.
    public func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse {
        try await send(.resetPasscodeRequest, request)
    }

    /// `POST /api/auth/reset-passcode`.
    public func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        try await send(.resetPasscode, request)
    }

    /// `PUT /api/user/passcode-timeout`.
    public func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try await send(.passcodeTimeout, request)
    }

    /// `PUT /api/auth/toggle-passcode-enabled`.
    public func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try await send(.togglePasscodeEnabled, request)
    }

    /// `GET /api/auth/me`.
    public func currentUser() async throws -> CurrentUserPasscodeState {
        try await send(.me, Optional<ResetPasscodeRequestBody>.none)
    }

    private func send<Body: Encodable, Output: Decodable>(_ endpoint: PasscodeEndpoint, _ body: Body?) async throws
        -> Output
    {
        var request = URLRequest(url: baseURL.appendingPathComponent(String(endpoint.route.path.dropFirst())))
        request.httpMethod = endpoint.route.method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in extraHeaders { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await perform(request)
        guard let http = response as? HTTPURLResponse else {
            throw PasscodeAPIError.invalidResponse("not an HTTP response from \(endpoint.route.path)")
        }
        guard (200..<300).contains(http.statusCode) else {
            throw PasscodeAPIError.server(status: http.statusCode, message: Self.message(from: data, status: http.statusCode))
        }
        do {
            return try JSONDecoder().decode(Output.self, from: data)
        } catch {
            throw PasscodeAPIError.invalidResponse("\(endpoint.route.path): \(error)")
        }
    }

    private func perform(_ request: URLRequest) async throws -> (Data, URLResponse) {
        do {
            return try await session.data(for: request)
        } catch let error as URLError where error.code == .timedOut {
            throw PasscodeAPIError.timeout
        } catch let error as URLError {
            throw PasscodeAPIError.transport(
                "Could not reach \(baseURL.absoluteString): \(error.localizedDescription) (URLError \(error.code.rawValue))")
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
