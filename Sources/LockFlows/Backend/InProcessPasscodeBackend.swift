import LockCore

/// A backend that behaves like the seeds' server, in process, for tests and scenarios.
///
/// The server's behaviour is ``PasscodeServerRules`` (the same rules as the reference server): the seed's
/// salted SHA-256 verifier, hash and salt returned on a valid verify, change and reset; reset codes hashed,
/// single use, expiring after ``PasscodeServerRules/resetCodeLifetime`` on the injected clock, dead after
/// ``PasscodeServerRules/resetCodeTries`` wrong tries, superseded by a new request; 429 after
/// ``PasscodeServerRules/guessCap`` consecutive wrong passcodes; 409 for `set-passcode` over an existing passcode;
/// reset requests and wrong reset codes rate-limited per ``PasscodeServerRules`` on the clock's continuous time.
///
/// This backend adds what a test needs: sent codes land in an outbox a test can read (``sentResetCodes``),
/// faults can be injected per endpoint, and every call is logged in ``requestLog``. Reset-code expiry is
/// measured on the clock's continuous time, so a code from before a reboot (another ``BootID``) is dead.
public actor InProcessPasscodeBackend: PasscodeAPI {
    /// Everything the backend holds; ``state`` reads it whole.
    private var held: InProcessPasscodeBackendState
    private let clock: any ClockSource

    /// Every endpoint called, in order (for LockFlowsTests, through `@testable import`).
    var requestLog: [PasscodeEndpoint] { held.requestLog }
    /// Reset codes "emailed" to the user, oldest first.
    public var sentResetCodes: [String] { held.sentResetCodes }
    /// Everything the backend holds, to start another backend in the same place
    /// (``init(clock:state:rules:)``).
    public var state: InProcessPasscodeBackendState { held }
    /// The server's rules (guess cap, reset-code lifetime and tries).
    public let rules: PasscodeServerRules

    /// A backend with no passcode, reading time from `clock` (for reset-code expiry), applying `rules`.
    ///
    /// Reset codes come from the system CSPRNG unless `resetCodeSeed` is given, in which case they follow a
    /// fixed sequence so a simulated session replays exactly (a harness setting, never a server's).
    public init(clock: any ClockSource, resetCodeSeed: UInt64? = nil, rules: PasscodeServerRules = PasscodeServerRules()) {
        self.clock = clock
        self.held = InProcessPasscodeBackendState(replayableCodes: resetCodeSeed.map(SplitMix64.init(seed:)))
        self.rules = rules
    }

    /// A backend holding `state` (taken from another backend's ``state``), reading time from `clock`.
    public init(
        clock: any ClockSource, state: InProcessPasscodeBackendState, rules: PasscodeServerRules = PasscodeServerRules()
    ) {
        self.clock = clock
        self.held = state
        self.rules = rules
    }

    /// Puts a passcode in place directly, as if set earlier (test setup).
    public func seed(passcode: String, enabled: Bool = true, timeoutMinutes: Int? = 15) {
        held.account.storeVerifier(for: passcode)
        held.account.enabled = enabled
        held.account.timeoutMinutes = timeoutMinutes
    }

    /// Makes the next `count` calls to `endpoint` fail with `error`.
    public func injectFailure(_ error: PasscodeAPIError, on endpoint: PasscodeEndpoint, count: Int = 1) {
        held.faults[endpoint, default: []] += Array(repeating: error, count: max(0, count))
    }

    /// The most recent reset code sent, if any (for LockFlowsTests).
    var latestResetCode: String? { held.sentResetCodes.last }

    /// Whether the given passcode is the one stored (for LockFlowsTests).
    func holds(passcode: String) -> Bool { held.account.holds(passcode) }

    // MARK: PasscodeAPI

    public func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        try begin(.setPasscode)
        return try rules.setPasscode(request, on: &held.account).mapError(\.apiError).get()
    }

    public func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        try begin(.verifyPasscode)
        return try rules.verifyPasscode(request, on: &held.account).mapError(\.apiError).get()
    }

    public func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        try begin(.changePasscode)
        return try rules.changePasscode(request, on: &held.account).mapError(\.apiError).get()
    }

    public func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse {
        try begin(.resetPasscodeRequest)
        let now = clock.now()
        let outcome: Result<(response: ResetPasscodeRequestResponse, code: String), PasscodeServerRejection>
        if var seeded = held.replayableCodes {
            outcome = rules.requestReset(on: &held.account, at: Self.elapsed(now), using: &seeded)
            held.replayableCodes = seeded
        } else {
            var generator = SystemRandomNumberGenerator()
            outcome = rules.requestReset(on: &held.account, at: Self.elapsed(now), using: &generator)
        }
        let issued = try outcome.mapError(\.apiError).get()
        held.resetCodeBoot = now.boot
        held.sentResetCodes.append(issued.code)
        return issued.response
    }

    public func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        try begin(.resetPasscode)
        let now = clock.now()
        // Monotonic instants of another boot cannot be compared: a code from before a reboot is dead.
        if held.resetCodeBoot != now.boot { held.account.resetCode = nil }
        return try rules.resetPasscode(request, on: &held.account, at: Self.elapsed(now)).mapError(\.apiError).get()
    }

    public func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try begin(.passcodeTimeout)
        return try rules.updateTimeout(request, on: &held.account).mapError(\.apiError).get()
    }

    public func removePasscode(_ request: RemovePasscodeRequest) async throws -> RemovePasscodeResponse {
        try begin(.removePasscode)
        return try rules.removePasscode(request, on: &held.account).mapError(\.apiError).get()
    }

    public func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try begin(.togglePasscodeEnabled)
        return try rules.togglePasscodeEnabled(request, on: &held.account).mapError(\.apiError).get()
    }

    public func currentUser() async throws -> CurrentUserPasscodeState {
        try begin(.me)
        return rules.currentUser(held.account)
    }

    // MARK: Helpers

    private func begin(_ endpoint: PasscodeEndpoint) throws {
        held.requestLog.append(endpoint)
        if var queued = held.faults[endpoint], !queued.isEmpty {
            let error = queued.removeFirst()
            held.faults[endpoint] = queued
            throw error
        }
    }

    /// The reading's continuous time since the clock's origin, the rules' timeline.
    private static func elapsed(_ reading: ClockReading) -> Duration { reading.continuous - .zero }
}
