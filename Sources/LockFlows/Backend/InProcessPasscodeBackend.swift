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
/// Every route of ``PasscodeRoutes`` is served by one ``call(_:_:)``, which applies the route's rule to the
/// account in memory. This backend adds what a test needs: sent codes land in an outbox a test can read
/// (``sentResetCodes``), faults are injected in the reference server's shape (``inject(_:)``, an
/// `InjectFaultRequest`), and every call is logged in ``requestLog``. Reset-code expiry is measured on the
/// clock's continuous time, so a code from before a reboot (another ``BootID``) is dead.
public actor InProcessPasscodeBackend: PasscodeAPI {
    /// Everything the backend holds; ``state`` reads it whole.
    private var held: InProcessPasscodeBackendState
    private let clock: any ClockSource

    /// Every endpoint called, in order (for LockFlowsTests, through `@testable import`).
    var requestLog: [APIEndpoint] { held.requestLog }
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
    public init(
        clock: any ClockSource, resetCodeSeed: UInt64? = nil, rules: PasscodeServerRules = PasscodeServerRules()
    ) {
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

    /// Queues `fault` (the reference server's `POST /test/faults` body) for its route's next calls; each plays
    /// out as an HTTP client would see it (``InjectFaultRequest/passcodeAPIError``). Returns how many faulty calls
    /// the route now has queued.
    /// - Throws: ``PasscodeAPIError/server(status:message:)`` 400, as the server refuses it, for a fault that is
    ///   not valid or not on a passcode route.
    @discardableResult
    public func inject(_ fault: InjectFaultRequest) throws -> Int {
        let count = try fault.validatedCount(routes: Self.routes).mapError(\.apiError).get()
        return held.faults.inject(fault, count: count)
    }

    /// The paths faults may name here.
    private static let routes = Set(PasscodeRoutes.all.map(\.endpoint.path))

    /// The most recent reset code sent, if any (for LockFlowsTests).
    var latestResetCode: String? { held.sentResetCodes.last }

    /// Whether the given passcode is the one stored (for LockFlowsTests).
    func holds(passcode: String) -> Bool { held.account.holds(passcode) }

    // MARK: PasscodeAPI

    /// Applies `route`'s rule to the account in memory (after any fault queued for it); a reset code the rule
    /// issues lands in ``sentResetCodes``.
    public func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        try await begin(route.endpoint)
        let now = clock.now()
        // Monotonic instants of another boot cannot be compared: a code from before a reboot is dead.
        if held.resetCodeBoot != now.boot { held.account.resetCode = nil }
        var context = PasscodeRuleContext(
            now: Self.elapsed(now), codes: ResetCodeSource(replayable: held.replayableCodes))
        let outcome = route.rule(rules, input, &held.account, &context)
        held.replayableCodes = context.codes.replayable
        if let code = context.issuedCode {
            held.resetCodeBoot = now.boot
            held.sentResetCodes.append(code)
        }
        return try outcome.mapError(\.apiError).get()
    }

    // MARK: Helpers

    /// Logs the call and plays the fault queued for it, if any.
    private func begin(_ endpoint: APIEndpoint) async throws {
        held.requestLog.append(endpoint)
        guard let fault = held.faults.take(route: endpoint.path) else { return }
        if let error = fault.passcodeAPIError { throw error }
        try await Task.sleep(for: fault.latency)
    }

    /// The reading's continuous time since the clock's origin, the rules' timeline.
    private static func elapsed(_ reading: ClockReading) -> Duration { reading.continuous - .zero }
}
