import Foundation

/// ``APIClient`` over HTTP: JSON bodies to `baseURL`, authorized with a bearer token.
public final class HTTPAPIClient: APIClient {
    private let baseURL: URL
    private let token: String
    private let extraHeaders: [String: String]
    private let session: URLSession

    /// A client for the server at `baseURL`, sending `token`, plus `extraHeaders` on every request (a proxy's
    /// header, or a test server's sandbox).
    public init(baseURL: URL, token: String, extraHeaders: [String: String] = [:], session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.extraHeaders = extraHeaders
        self.session = session
    }

    public func setPasscode(_ passcode: String) async throws {
        let _: MessageResponse = try await send(
            "POST", "/api/auth/set-passcode", body: SetPasscodeBody(passcode: passcode))
    }

    public func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult {
        try await send("POST", "/api/auth/verify-passcode", body: VerifyPasscodeBody(passcode: passcode))
    }

    public func removePasscode(currentPasscode: String?) async throws {
        let _: MessageResponse = try await send(
            "POST", "/api/auth/remove-passcode", body: RemovePasscodeBody(currentPasscode: currentPasscode))
    }

    public func me() async throws -> MeResponse {
        try await send("GET", "/api/auth/me", body: Optional<SetPasscodeBody>.none)
    }

    private struct ErrorBody: Decodable { let error: String }

    private func send<Body: Encodable, Response: Decodable>(
        _ method: String, _ path: String, body: Body?
    ) async throws -> Response {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        for (name, value) in extraHeaders { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw APIError.invalidResponse }
        guard (200..<300).contains(http.statusCode) else {
            let message = (try? JSONDecoder().decode(ErrorBody.self, from: data))?.error ?? "HTTP \(http.statusCode)"
            throw APIError.server(status: http.statusCode, message: message)
        }
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
