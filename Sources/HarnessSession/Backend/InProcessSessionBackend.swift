import Foundation
import LockCore
import LockFlows

/// The in-process stand-in for the seeds' server: the passcode backend and the password-reset backend behind
/// one outbox, taking faults in the reference server's shape (`InjectFaultRequest`). Password-reset calls get
/// what the seed's HTTP service would make of a fault (`URLError` for a hang or a dropped connection, the seed's
/// status mapping for an error status).
public actor InProcessSessionBackend: PasswordResetAPI, SessionBackendControl {
    /// The passcode API.
    public let passcode: InProcessPasscodeBackend
    /// The password-reset API.
    public let passwordReset: InMemoryPasswordResetBackend
    private let account: (email: String, password: String)
    private var registered = false
    /// Faults queued for the password-reset routes (the passcode backend keeps its own).
    private var faults = FaultQueue()

    /// The reference server's default password-reset rules (OWASP: 10-minute single-use tokens, a new request
    /// revokes the old one, sign-out on reset) with the cheap password hash its test-mode sandboxes use, so a
    /// scenario means the same in process and against the server.
    public static let passwordResetPolicy: PasswordResetBackendPolicy = {
        var policy = PasswordResetBackendPolicy.hardened
        policy.passwordVerifier = .pbkdf2SHA256(rounds: 1000)
        return policy
    }()

    /// A backend whose clock is `clock`, with the account `email` / `password` for the password reset, whose
    /// passcode side applies `rules`.
    public init(
        clock: any ClockSource, resetCodeSeed: UInt64?, email: String, password: String,
        rules: PasscodeServerRules = PasscodeServerRules()
    ) {
        self.init(
            passcode: InProcessPasscodeBackend(clock: clock, resetCodeSeed: resetCodeSeed, rules: rules), clock: clock,
            email: email, password: password)
    }

    /// A backend whose passcode side holds `passcodeState` (taken from another backend's
    /// ``InProcessPasscodeBackend/state``) under `rules` and whose password-reset side is new.
    public init(
        clock: any ClockSource, passcodeState: InProcessPasscodeBackendState, email: String, password: String,
        rules: PasscodeServerRules = PasscodeServerRules()
    ) {
        self.init(
            passcode: InProcessPasscodeBackend(clock: clock, state: passcodeState, rules: rules), clock: clock,
            email: email, password: password)
    }

    private init(passcode: InProcessPasscodeBackend, clock: any ClockSource, email: String, password: String) {
        self.passcode = passcode
        passwordReset = InMemoryPasswordResetBackend(
            policy: Self.passwordResetPolicy,
            now: clock.now().wall)
        account = (email, password)
    }

    /// The backends bundled for a session.
    public nonisolated var sessionBackend: SessionBackend {
        SessionBackend(passcodeAPI: passcode, passwordResetAPI: self, control: self)
    }

    public func deliveredMail() async -> [SessionEmail] {
        let codes = await passcode.sentResetCodes.map {
            SessionEmail(to: account.email, content: .passcodeResetCode($0))
        }
        let links = await passwordReset.outbox.map {
            SessionEmail(to: $0.to, content: .passwordResetLink($0.link.url.absoluteString))
        }
        return codes + links
    }

    public func injectFault(_ fault: InjectFaultRequest) async throws {
        let count = try fault.validatedCount().mapError(\.apiError).get()
        if PasswordResetRoutes.all.contains(where: { $0.endpoint.path == fault.route }) {
            _ = faults.inject(fault, count: count)
        } else {
            try await passcode.inject(fault)
        }
    }

    public func setTime(_ now: WallClockInstant) async { await passwordReset.setTime(now) }

    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        try await prepare(route)
        return try await passwordReset.call(route, input)
    }

    /// Registers the account on first use (its password hash costs time most cases never need), then fails the
    /// call if a fault is queued for `route`, as the seed's service reads the fault's answer.
    private func prepare<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>
    ) async throws {
        if !registered {
            registered = true
            try await passwordReset.register(email: account.email, password: account.password)
        }
        guard let fault = faults.take(route: route.endpoint.path) else { return }
        switch fault.kind {
        case .status, .unavailable:
            throw route.clientError(
                for: PasswordResetRejection(status: fault.answerStatus, detail: fault.answerMessage))
        case .reset: throw URLError(.networkConnectionLost)
        case .hang: throw URLError(.timedOut)
        case .malformedJSON: throw PasswordResetError.invalidResponse
        case .latency: try await Task.sleep(for: fault.latency)
        }
    }
}
