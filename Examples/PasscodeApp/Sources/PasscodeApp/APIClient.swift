import Foundation

/// The app's view of its backend: the passcode endpoints it calls.
public protocol APIClient: Sendable {
    /// `POST /api/auth/set-passcode`.
    func setPasscode(_ passcode: String) async throws
    /// `POST /api/auth/verify-passcode`.
    func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult
    /// `POST /api/auth/remove-passcode`.
    func removePasscode(currentPasscode: String?) async throws
    /// `GET /api/auth/me`.
    func me() async throws -> MeResponse
}

/// What went wrong talking to the server.
public enum APIError: LocalizedError, Equatable {
    /// Not an HTTP response, or no client configured.
    case invalidResponse
    /// A non-2xx status with the server's `{"error"}` message.
    case server(status: Int, message: String)

    public var errorDescription: String? {
        switch self {
        case .invalidResponse: return "The server sent an unexpected response"
        case .server(_, let message): return message
        }
    }
}
