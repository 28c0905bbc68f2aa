import Foundation

/// What went wrong talking to the password-reset API; the messages are seed 002's `errorDescription`s.
public enum PasswordResetError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The endpoint URL could not be built.
    case invalidURL
    /// The server's answer was not HTTP or not the expected JSON.
    case invalidResponse
    /// The token is unknown, used, revoked or otherwise unacceptable.
    case invalidToken
    /// The token was real but its lifetime is over.
    case tokenExpired
    /// The server refused the new password; the associated text is its explanation, shown as is.
    case weakPassword(String)
    /// The request did not reach the server or no answer came back (offline, timed out).
    case networkError(String)
    /// Any other refusal; the associated text is the server's `detail`, shown as is.
    case serverError(String)
    /// Login refused: unknown address or wrong password (deliberately one answer for both).
    case invalidCredentials

    /// A request that got no answer in time, worded as `URLError.timedOut` is.
    public static let timedOut = PasswordResetError.networkError("The request timed out.")
    /// A request made without a connection, worded as `URLError.notConnectedToInternet` is.
    public static let offline = PasswordResetError.networkError("The Internet connection appears to be offline.")

    /// The text the seed shows the user.
    public var description: String {
        switch self {
        case .invalidURL: return "Invalid request URL"
        case .invalidResponse: return "Invalid response from server"
        case .invalidToken: return "Invalid or expired reset token"
        case .tokenExpired: return "This reset link has expired. Please request a new one."
        case .weakPassword(let message): return message
        case .networkError(let message): return "Network error: \(message)"
        case .serverError(let message): return message
        case .invalidCredentials: return PasswordResetServerRules.Message.invalidCredentials
        }
    }

    /// Same as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
