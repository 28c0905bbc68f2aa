import Foundation
import HTTPTypes
import Hummingbird
import LockFlows
import NIOCore

/// An error on seed 002's `/v1` routes: a `PasswordResetRejection` (LockFlows: the status and the body
/// `{"detail": "..."}` its `PasswordResetService` decodes, the rules' own words) as Hummingbird sends it, with
/// `Retry-After` for a rate limit's wait. The `/api` routes answer `{"error": "..."}` with ``PasscodeServerError``
/// instead.
struct DetailError: HTTPResponseError, Sendable, Equatable {
    /// The refusal: status and body.
    let rejection: PasswordResetRejection
    /// Headers sent besides `Content-Type` (`Retry-After` on a 429).
    var headers = HTTPFields()

    /// The answer for `rejection` (with `Retry-After` in whole seconds when it has a wait).
    init(_ rejection: PasswordResetRejection) {
        self.rejection = rejection
        if let seconds = rejection.retryAfterSeconds { headers[.retryAfter] = String(seconds) }
    }

    /// The `/v1` form of an `/api`-style error (bad input, a too-large body), with its headers.
    init(_ error: PasscodeServerError) {
        rejection = PasswordResetRejection(status: Int(error.status.code), detail: error.message)
        headers = error.headers
    }

    /// The HTTP status.
    var status: HTTPResponse.Status { HTTPResponse.Status(code: rejection.status) }

    /// The JSON body.
    var body: Data { rejection.body }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
