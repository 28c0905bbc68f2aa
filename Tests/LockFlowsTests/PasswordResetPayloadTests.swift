import Foundation
import LockFlows
import Testing

struct PasswordResetPayloadTests {
    private func json(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func forgotPasswordRequestIsJustTheEmail() throws {
        let object = try json(ForgotPasswordRequest(email: "ann@example.com"))
        #expect(object.count == 1)
        #expect(object["email"] as? String == "ann@example.com")
    }

    @Test func resetPasswordRequestUsesSnakeCaseNewPassword() throws {
        let object = try json(ResetPasswordRequest(token: "t0k", newPassword: "Password123"))
        #expect(Set(object.keys) == ["token", "new_password"])
        #expect(object["new_password"] as? String == "Password123")
    }

    @Test func resetPasswordRequestDescriptionHidesThePassword() {
        let text = String(describing: ResetPasswordRequest(token: "t0k", newPassword: "Password123"))
        #expect(!text.contains("Password123"))
        #expect(!text.contains("t0k"))
    }

    @Test func verifyTokenResponseDecodesTheSeedsKeys() throws {
        let body = #"{"valid":true,"message":"ok","expires_at":"2026-01-01T00:10:00Z","user_email":"ann@example.com"}"#
        let response = try JSONDecoder().decode(VerifyResetTokenResponse.self, from: Data(body.utf8))
        #expect(
            response
                == VerifyResetTokenResponse(
                    valid: true, message: "ok", expiresAt: "2026-01-01T00:10:00Z", userEmail: "ann@example.com"))
        #expect(Set(try json(response).keys) == ["valid", "message", "expires_at", "user_email"])
    }

    @Test func optionalFieldsMayBeAbsent() throws {
        let verify = try JSONDecoder().decode(
            VerifyResetTokenResponse.self, from: Data(#"{"valid":false,"message":"nope"}"#.utf8))
        #expect(verify.expiresAt == nil && verify.userEmail == nil)
        let reset = try JSONDecoder().decode(ResetPasswordResponse.self, from: Data(#"{"message":"done"}"#.utf8))
        #expect(reset.userId == nil)
        let withID = try JSONDecoder().decode(
            ResetPasswordResponse.self, from: Data(#"{"message":"done","user_id":"u1"}"#.utf8))
        #expect(withID.userId == "u1")
    }

    @Test(arguments: PasswordResetRoutes.all.map(\.endpoint))
    func endpointsArePostsUnderV1Auth(endpoint: APIEndpoint) throws {
        #expect(endpoint.method == .post)
        #expect(endpoint.path.hasPrefix("/v1/auth/"))
        #expect(endpoint.path.hasSuffix("/" + endpoint.name))
        let url = try PasswordResetRoutes.forgotPassword.url(baseURL: PasswordResetRoutes.releaseBaseURL)
        #expect(url.absoluteString == "https://api.artitec.com/v1/auth/forgot-password")
    }

    @Test func aBaseURLThatDoesNotParseIsInvalidURL() {
        #expect(throws: PasswordResetError.invalidURL) { try PasswordResetRoutes.forgotPassword.url(baseURL: "") }
    }

    @Test func everyEndpointNameIsOneRouteAcrossBothAPIs() {
        let names = APIEndpoint.allCases.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        #expect(Set(APIEndpoint.allCases.map(\.path)).count == names.count)
        #expect(APIEndpoint(name: "login") == PasswordResetRoutes.login.endpoint)
        #expect(APIEndpoint(path: "/v1/auth/reset-password") == PasswordResetRoutes.resetPassword.endpoint)
    }

    @Test(arguments: [
        (
            PasswordResetErrorMapping.detail, 500, #"{"detail":"Mail server down"}"#,
            PasswordResetError.serverError("Mail server down")
        ),
        (.detail, 422, "not json", .serverError("Unknown error")),
        (.invalidToken, 400, #"{"detail":"Token expired"}"#, .invalidToken),
        (.invalidToken, 500, "", .invalidToken),
        (.resetPassword, 400, #"{"detail":"Reset token has expired"}"#, .tokenExpired),
        (
            .resetPassword, 400, #"{"detail":"Password must contain a number"}"#,
            .weakPassword("Password must contain a number")
        ),
        (.resetPassword, 400, #"{"detail":"Invalid reset token"}"#, .serverError("Invalid reset token")),
        (.resetPassword, 400, "{}", .invalidToken),
        (.resetPassword, 400, #"{"detail":"Invalid reset token","valid":false}"#, .invalidToken),
        (.resetPassword, 503, #"{"detail":"Maintenance"}"#, .serverError("Maintenance")),
        (.resetPassword, 500, "<html>", .serverError("Unknown error")),
        (.credentials, 401, #"{"detail":"Invalid email or password"}"#, .invalidCredentials),
        (.credentials, 429, #"{"detail":"Too many failed logins"}"#, .serverError("Too many failed logins")),
    ])
    func nonOKAnswersMapAsTheSeedsServiceMapsThem(
        mapping: PasswordResetErrorMapping, status: Int, body: String, expected: PasswordResetError
    ) {
        #expect(mapping.error(status: status, body: Data(body.utf8)) == expected)
    }

    @Test func eachRouteReadsItsRefusalsWithItsOwnMapping() {
        let body = Data(#"{"detail":"Reset token has expired"}"#.utf8)
        #expect(throws: PasswordResetError.serverError("Reset token has expired")) {
            try PasswordResetRoutes.forgotPassword.output(status: 400, body: body)
        }
        #expect(throws: PasswordResetError.invalidToken) {
            try PasswordResetRoutes.verifyResetToken.output(status: 400, body: body)
        }
        #expect(throws: PasswordResetError.tokenExpired) {
            try PasswordResetRoutes.resetPassword.output(status: 400, body: body)
        }
        #expect(PasswordResetRoutes.login.clientError(for: .invalidCredentials) == .invalidCredentials)
        #expect(PasswordResetRoutes.resetPassword.clientError(for: .invalidToken) == .invalidToken)
    }

    @Test func anOKAnswerDecodesTheBody() throws {
        let response = try PasswordResetRoutes.forgotPassword.output(
            status: 200, body: Data(#"{"message":"sent"}"#.utf8))
        #expect(response.message == "sent")
    }

    @Test(arguments: [
        (PasswordResetError.invalidURL, "Invalid request URL"),
        (.invalidResponse, "Invalid response from server"),
        (.invalidToken, "Invalid or expired reset token"),
        (.tokenExpired, "This reset link has expired. Please request a new one."),
        (.weakPassword("Password too short"), "Password too short"),
        (.networkError("offline"), "Network error: offline"),
        (.serverError("Try later"), "Try later"),
        (.timedOut, "Network error: The request timed out."),
    ])
    func errorMessagesAreTheSeedsErrorDescriptions(error: PasswordResetError, message: String) {
        #expect(error.description == message)
        #expect(error.errorDescription == message)
    }
}
