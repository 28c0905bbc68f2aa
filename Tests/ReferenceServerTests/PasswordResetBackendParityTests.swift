import Foundation
import LockFlows
import ReferenceServer
import ReferenceServerTesting
import Testing

/// Issue 39: the in-process backend and the reference server answered bad `/v1` input differently (the email check
/// lived in the server's router, so in process a malformed or over-long address got a reset link's answer). Both
/// now read bodies and check fields through the one table (`PasswordResetRoutes`) and its rules
/// (`PasswordResetServerRules`): each case goes, as the same bytes, to the real server on loopback and to
/// `InMemoryPasswordResetBackend.respond(to:body:client:)`, and both must give the same status and the same JSON body.
struct PasswordResetBackendParityTests {
    /// A 255-byte address in the seed's format: one byte over RFC 5321's limit.
    static let overLongAddress = String(repeating: "a", count: 243) + "@example.com"
    /// A password one character over the rules' limit.
    static let overLongPassword = String(repeating: "P4ss", count: 64) + "!"

    struct Case: Sendable, CustomTestStringConvertible {
        let route: any PasswordResetRouteDescribing
        let body: String
        /// The status both must answer.
        let status: Int
        /// How the `detail` both must answer begins (nil: a 200).
        let detail: String?
        var testDescription: String { "\(route.endpoint.name) \(body.prefix(48))" }

        init(_ route: any PasswordResetRouteDescribing, _ body: String, _ status: Int, _ detail: String?) {
            self.route = route
            self.body = body
            self.status = status
            self.detail = detail
        }

        init(_ route: any PasswordResetRouteDescribing, _ fields: [String: String], _ status: Int, _ detail: String?) {
            let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            self.init(route, String(decoding: data, as: UTF8.self), status, detail)
        }
    }

    static let invalidEmail = PasswordResetServerRules.Message.invalidEmail
    static let passwordTooLong = PasswordResetServerRules.Message.passwordTooLong

    static let cases: [Case] = [
        // A malformed address (the seed's format, whole string, nothing trimmed).
        Case(PasswordResetRoutes.forgotPassword, ["email": "nope"], 400, invalidEmail),
        Case(PasswordResetRoutes.forgotPassword, ["email": "ann@example.com "], 400, invalidEmail),
        Case(PasswordResetRoutes.forgotPassword, ["email": ""], 400, invalidEmail),
        // An over-long address.
        Case(PasswordResetRoutes.forgotPassword, ["email": overLongAddress], 400, invalidEmail),
        Case(PasswordResetRoutes.login, ["email": overLongAddress, "password": "OldPassw0rd"], 400, invalidEmail),
        // An over-long password.
        Case(
            PasswordResetRoutes.resetPassword, ["token": "t", "new_password": overLongPassword], 400, passwordTooLong),
        Case(
            PasswordResetRoutes.login, ["email": "ann@example.com", "password": overLongPassword], 400, passwordTooLong),
        // Missing fields.
        Case(PasswordResetRoutes.forgotPassword, "{}", 400, "email is required"),
        Case(PasswordResetRoutes.verifyResetToken, "{}", 400, "token is required"),
        Case(PasswordResetRoutes.resetPassword, ["token": "t"], 400, "new_password is required"),
        Case(PasswordResetRoutes.resetPassword, ["token": "t", "newPassword": "x"], 400, "new_password is required"),
        Case(PasswordResetRoutes.login, ["email": "ann@example.com"], 400, "password is required"),
        // Wrong types, null, unknown fields, not an object.
        Case(PasswordResetRoutes.login, #"{"email": 5, "password": "x"}"#, 400, "email must be a string"),
        Case(PasswordResetRoutes.verifyResetToken, #"{"token": null}"#, 400, "token must be a string, not null"),
        Case(
            PasswordResetRoutes.forgotPassword, #"{"email": "a@b.co", "admin": true}"#, 400,
            "admin is not a known field (expected email)"),
        Case(PasswordResetRoutes.verifyResetToken, "[]", 400, "request body must be a JSON object"),
        // Well-formed requests that are refused, or answered alike for any address.
        Case(PasswordResetRoutes.verifyResetToken, ["token": "f00d"], 400, "Invalid or expired reset token"),
        Case(
            PasswordResetRoutes.resetPassword, ["token": "f00d", "new_password": "NewPassw0rd"], 400, "Invalid reset"),
        Case(PasswordResetRoutes.login, ["email": "nobody@example.com", "password": "pw"], 401, "Invalid email"),
        Case(PasswordResetRoutes.login, ["email": String(overLongAddress.dropFirst()), "password": "pw"], 401, nil),
        Case(PasswordResetRoutes.forgotPassword, ["email": "nobody@example.com"], 200, nil),
        Case(PasswordResetRoutes.forgotPassword, ["email": String(overLongAddress.dropFirst())], 200, nil),
    ]

    @Test(arguments: cases)
    func theServerAndTheInProcessBackendAnswerAlike(_ c: Case) async throws {
        try await ServerFixture.with { f in
            let body = Data(c.body.utf8)
            let server = try await f.raw("POST", c.route.endpoint.path, body: body, token: nil)
            let inProcess = await Self.respond(InMemoryPasswordResetBackend(), c.route, body)
            let serverJSON = try Self.canonical(server.data)
            #expect(server.status == inProcess.status, "server \(serverJSON)")
            #expect(serverJSON == (try Self.canonical(inProcess.body)))
            #expect(server.status == c.status, "\(serverJSON)")
            if let detail = c.detail {
                let answered = try JSONDecoder().decode([String: JSONScalar].self, from: server.data)["detail"]
                #expect(answered?.text?.hasPrefix(detail) == true, "\(serverJSON)")
            }
        }
    }

    /// The limits are the rules' too: the sixth reset request for one address from one client within the hour is
    /// refused by both, with the same body and the same wait.
    @Test func theResetRequestLimitAnswersAlike() async throws {
        try await ServerFixture.with { f in
            let backend = InMemoryPasswordResetBackend()
            let route = PasswordResetRoutes.forgotPassword
            let body = Data(#"{"email": "dev@example.com"}"#.utf8)
            for _ in 0..<5 {
                #expect(try await f.raw("POST", route.endpoint.path, body: body, token: nil).status == 200)
                #expect(await backend.respond(to: route, body: body).status == 200)
            }
            let server = try await f.raw("POST", route.endpoint.path, body: body, token: nil)
            let inProcess = await backend.answer(route, ForgotPasswordRequest(email: "DEV@example.com"))
            guard case .failure(let refusal) = inProcess else {
                Issue.record("the in-process backend answered \(inProcess)")
                return
            }
            #expect(server.status == 429 && refusal.status == 429)
            #expect(try Self.canonical(server.data) == (try Self.canonical(refusal.body)))
            #expect(server.headers["retry-after"] == refusal.retryAfterSeconds.map(String.init))
        }
    }

    /// `route`'s answer to `body` from `backend`, opened to the typed route.
    static func respond(
        _ backend: InMemoryPasswordResetBackend, _ route: some PasswordResetRouteDescribing, _ body: Data
    ) async -> (status: Int, body: Data) {
        await backend.respond(to: route.typed, body: body)
    }

    /// `data` parsed and written again with sorted keys, so two bodies compare by their JSON, not their spacing.
    static func canonical(_ data: Data) throws -> String {
        let object = try JSONSerialization.jsonObject(with: data)
        return String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A JSON value that is a string or something else (the bodies' `detail` and `valid`).
    enum JSONScalar: Decodable {
        case string(String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self = (try? container.decode(String.self)).map(JSONScalar.string) ?? .other
        }

        var text: String? {
            if case .string(let text) = self { return text }
            return nil
        }
    }
}
