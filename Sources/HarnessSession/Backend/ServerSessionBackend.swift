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
/// codes and reset links expire in virtual time. Faults go to the sandbox's `POST /test/faults` as they are.
public actor ServerSessionBackend: PasscodeAPI, PasswordResetAPI, SessionBackendControl {
    private let testMode: TestModeClient
    private let passcode: any PasscodeAPI
    private let passwordReset: any PasswordResetAPI
    private let clock: SharedVirtualClock
    private var syncedWall: WallClockInstant?

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

    public func injectFault(_ fault: InjectFaultRequest) async throws {
        _ = try await testMode.injectFault(fault)
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
        try await setTime(clock.now().wall)
        return try await passcode.call(route, input)
    }

    // MARK: PasswordResetAPI

    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        try await setTime(clock.now().wall)
        return try await passwordReset.call(route, input)
    }
}
