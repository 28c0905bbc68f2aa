import Foundation
import HTTPTypes
import Hummingbird
import LockFlows
import NIOCore

/// An error on seed 002's `/v1` routes: a status and the body `{"detail": "..."}` its `PasswordResetService`
/// decodes (the `/api` routes answer `{"error": "..."}` with ``PasscodeServerError`` instead).
///
/// One refusal needs more than a string: an unknown, used or revoked token on reset-password. The seed's client
/// maps a 400 to `invalidToken` only when the body does not decode as `[String: String]`, so that answer carries
/// `"valid": false` beside `detail` (``invalidToken``); every other `/v1` error body is exactly `{"detail": ...}`.
struct DetailError: HTTPResponseError, Sendable, Equatable {
    /// The HTTP status.
    let status: HTTPResponse.Status
    /// The `detail` text.
    let detail: String
    /// Whether the body also carries `"valid": false` (see the type's documentation).
    var markedInvalid = false
    /// Headers sent besides `Content-Type` (`Retry-After` on a 429).
    var headers = HTTPFields()

    /// The 400 for a token that is unknown, used or revoked on reset-password.
    static let invalidToken = DetailError(
        status: .badRequest, detail: PasswordResetServerRules.Message.invalidToken, markedInvalid: true)

    /// The `/v1` form of an `/api`-style error (bad input, a too-large body), with its headers.
    init(_ error: PasscodeServerError) {
        self.init(status: error.status, detail: error.message, headers: error.headers)
    }

    init(status: HTTPResponse.Status, detail: String, markedInvalid: Bool = false, headers: HTTPFields = [:]) {
        self.status = status
        self.detail = detail
        self.markedInvalid = markedInvalid
        self.headers = headers
    }

    /// A rate limit's 429: `detail`, and `Retry-After` in whole seconds (rounded up, at least 1).
    static func tooManyRequests(_ detail: String, wait: Duration) -> DetailError {
        let seconds = PasscodeServerRejection(status: 429, message: detail, retryAfter: wait).retryAfterSeconds ?? 1
        return DetailError(status: .tooManyRequests, detail: detail, headers: [.retryAfter: String(max(1, seconds))])
    }

    /// The answer for a refusal by the password-reset rules on `endpoint`.
    init(_ error: PasswordResetError, on endpoint: PasswordResetEndpoint) {
        switch error {
        case .invalidToken where endpoint == .resetPassword: self = .invalidToken
        case .invalidToken: self.init(status: .badRequest, detail: "Invalid or expired reset token")
        case .tokenExpired: self.init(status: .badRequest, detail: PasswordResetServerRules.Message.tokenExpired)
        case .weakPassword(let message): self.init(status: .badRequest, detail: message)
        case .serverError(let message): self.init(status: .badRequest, detail: message)
        case .invalidCredentials:
            self.init(status: .unauthorized, detail: PasswordResetServerRules.Message.invalidCredentials)
        case .invalidURL, .invalidResponse, .networkError:
            self.init(status: .badRequest, detail: error.description)
        }
    }

    /// The JSON body.
    var body: Data {
        var object: [String: any Sendable] = ["detail": detail]
        if markedInvalid { object["valid"] = false }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
            ?? Data(#"{"detail":"error"}"#.utf8)
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
