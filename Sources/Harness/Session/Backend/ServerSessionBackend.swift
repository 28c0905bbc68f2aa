import Foundation
import LockCore
import LockFlows
import PasscodeHTTPClient

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One session's backend on a reference server in test mode: its own sandbox (account, user, clock, faults,
/// outbox), reached over HTTP.
///
/// Before every call the sandbox's clock is set to the session's virtual wall clock (when it moved), so reset
/// codes and reset links expire in virtual time. `api-failure` maps onto the server's fault injection, except
/// `offline`: a phone without network is the client's condition, so the call fails here without a request,
/// exactly as it does in process.
public actor ServerSessionBackend: PasscodeAPI, PasswordResetAPI, SessionBackendControl {
    private let testMode: TestModeClient
    private let passcode: any PasscodeAPI
    private let passwordReset: any PasswordResetAPI
    private let clock: SharedVirtualClock
    private var syncedWall: WallClockInstant?
    private var offline: [BackendFault.Endpoint: (error: PasscodeAPIError, count: Int)] = [:]

    /// A backend over the sandbox `testMode` acts on, calling the seeds' APIs through `passcode` and
    /// `passwordReset`, following `clock`.
    public init(
        testMode: TestModeClient, passcode: any PasscodeAPI, passwordReset: any PasswordResetAPI,
        clock: SharedVirtualClock
    ) {
        self.testMode = testMode
        self.passcode = passcode
        self.passwordReset = passwordReset
        self.clock = clock
    }

    /// The sandbox on the server.
    public nonisolated var sandbox: String? { testMode.sandbox }

    /// The backends bundled for a session.
    public nonisolated var sessionBackend: SessionBackend {
        SessionBackend(passcodeAPI: self, passwordResetAPI: self, control: self)
    }

    // MARK: SessionBackendControl

    public func deliveredMail() async throws -> [SessionEmail] {
        try await testMode.outbox().messages.compactMap { message in
            switch message.kind {
            case .passcodeResetCode: message.code.map { SessionEmail(to: message.to, content: .passcodeResetCode($0)) }
            case .passwordResetLink: message.link.map { SessionEmail(to: message.to, content: .passwordResetLink($0)) }
            }
        }
    }

    public func injectFault(_ fault: BackendFault) async throws {
        let kind: InjectFaultRequest.Kind
        var status: Int?
        var message: String?
        switch fault.error {
        case .transport:
            offline[fault.endpoint] = (fault.error, fault.count)
            return
        case .timeout: kind = .hang
        case .invalidResponse: kind = .malformedJSON
        case .server(let code, let text):
            kind = .status
            (status, message) = (code, text)
        }
        try await testMode.injectFault(
            InjectFaultRequest(route: Self.route(of: fault.endpoint), kind: kind, count: fault.count, status: status,
                message: message))
    }

    public func setTime(_ now: WallClockInstant) async throws {
        guard now != syncedWall else { return }
        try await testMode.setClock(now: Double(now.nanosecondsSince1970) / 1e9)
        syncedWall = now
    }

    // MARK: PasscodeAPI

    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        try await prepare(.passcode(route.endpoint))
        return try await passcode.call(route, input)
    }

    // MARK: PasswordResetAPI

    public func requestPasswordReset(email: String) async throws -> ForgotPasswordResponse {
        try await prepare(.passwordReset(.forgotPassword))
        return try await passwordReset.requestPasswordReset(email: email)
    }

    public func verifyResetToken(_ token: String) async throws -> VerifyResetTokenResponse {
        try await prepare(.passwordReset(.verifyResetToken))
        return try await passwordReset.verifyResetToken(token)
    }

    public func resetPassword(token: String, newPassword: String) async throws -> ResetPasswordResponse {
        try await prepare(.passwordReset(.resetPassword))
        return try await passwordReset.resetPassword(token: token, newPassword: newPassword)
    }

    public func login(email: String, password: String) async throws -> LoginResponse {
        try await prepare(.passwordReset(.login))
        return try await passwordReset.login(email: email, password: password)
    }

    // MARK: Helpers

    /// Fails the call if the device is "offline" for `endpoint`; otherwise brings the sandbox's clock to the
    /// session's. Offline fails as it does in process: the passcode API's transport error, and for seed 002's
    /// service the `URLError` URLSession throws without a network.
    private func prepare(_ endpoint: BackendFault.Endpoint) async throws {
        if let fault = offline[endpoint], fault.count > 0 {
            offline[endpoint] = fault.count > 1 ? (fault.error, fault.count - 1) : nil
            if case .passcode = endpoint { throw fault.error }
            throw URLError(.notConnectedToInternet)
        }
        try await setTime(clock.now().wall)
    }

    /// The path of `endpoint` on the server.
    static func route(of endpoint: BackendFault.Endpoint) -> String {
        switch endpoint {
        case .passcode(let endpoint): endpoint.path
        case .passwordReset(let endpoint): endpoint.path
        }
    }
}
