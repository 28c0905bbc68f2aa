import Foundation
import LockFlows

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Seed 002's `PasswordResetService` over HTTP (URLSession): `PasswordResetAPI` against `/v1/auth/...`, one call for
/// every route of `PasswordResetRoutes`.
///
/// Requests carry the LockFlows shapes as JSON (snake_case keys, no authentication, as in the seed); answers are read
/// as the seed's service reads them (the route's `output(status:body:)`: the 200 body, or the route's status mapping),
/// so the password-reset models see exactly the `PasswordResetError`s the seed's service throws. A request that gets
/// no answer throws URLSession's `URLError` unchanged, as the seed's service does (its screens then show their
/// generic message; a policy that explains network errors words it from the `URLError`'s code).
/// ```swift
/// let api = HTTPPasswordResetAPI(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// _ = try await api.requestPasswordReset(email: "ann@example.com")
/// ```
public struct HTTPPasswordResetAPI: PasswordResetAPI {
    private let transport: HTTPJSONTransport

    /// A client for the server at `baseURL` sending `extraHeaders`; each request gives up after `timeout`.
    public init(baseURL: URL, timeout: Duration = .seconds(10), extraHeaders: [String: String] = [:]) {
        transport = HTTPJSONTransport(baseURL: baseURL, headers: extraHeaders, timeout: timeout)
    }

    /// Sends `input` to `route` and reads the answer as the seed's service does.
    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(route, input)
        } catch let error as URLError where error.code == .badServerResponse {
            throw PasswordResetError.invalidResponse
        }
        return try route.output(status: response.statusCode, body: data)
    }
}
