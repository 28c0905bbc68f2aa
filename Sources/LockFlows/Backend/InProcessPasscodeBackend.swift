import Crypto
import LockCore

/// A backend that behaves like the seeds' server, in process, for tests and scenarios.
///
/// - Stores the passcode as the seed does (salted SHA-256, so cached hashes verify on the client) and returns
///   hash and salt on a valid verify, change and reset.
/// - Rejects a wrong current passcode on change, and malformed passcodes everywhere.
/// - Reset codes follow the security requirements: six digits from the system CSPRNG, stored hashed,
///   single use, expiring after ``resetCodeLifetime`` (on the injected clock), dead after five wrong tries,
///   superseded by a new request. Sent codes land in an outbox a test can read (``sentResetCodes``).
/// - Counts consecutive wrong verifications per account and refuses further ones after ``verifyFailureCap``.
/// - Faults can be injected per endpoint; every call is logged in ``requestLog``.
public actor InProcessPasscodeBackend: PasscodeAPI {
    private var salt: String?
    private var hash: String?
    private var enabled = false
    private var timeoutMinutes: Int?
    private var resetCode: (digest: String, expires: MonotonicInstant, boot: BootID, wrongTries: Int)?
    private var consecutiveVerifyFailures = 0
    private var faults: [PasscodeEndpoint: [PasscodeAPIError]] = [:]
    private let clock: any ClockSource
    private var replayableCodes: SplitMix64?

    /// Every endpoint called, in order.
    public private(set) var requestLog: [PasscodeEndpoint] = []
    /// Reset codes "emailed" to the user, oldest first.
    public private(set) var sentResetCodes: [String] = []
    /// How long a reset code stays valid (NIST: out-of-band codes at most 10 minutes).
    public let resetCodeLifetime: Duration = .seconds(600)
    /// Wrong reset-code tries before the code is dead.
    public let resetCodeMaxTries = 5
    /// Consecutive wrong verifications before the account refuses verification (NIST 800-63B: at most 100).
    public let verifyFailureCap = 100

    /// A backend with no passcode, reading time from `clock` (for reset-code expiry).
    ///
    /// Reset codes come from the system CSPRNG unless `resetCodeSeed` is given, in which case they follow a
    /// fixed sequence so a simulated session replays exactly (a harness setting, never a server's).
    public init(clock: any ClockSource, resetCodeSeed: UInt64? = nil) {
        self.clock = clock
        self.replayableCodes = resetCodeSeed.map(SplitMix64.init(seed:))
    }

    /// Puts a passcode in place directly, as if set earlier (test setup).
    public func seed(passcode: String, enabled: Bool = true, timeoutMinutes: Int? = 15) {
        store(passcode)
        self.enabled = enabled
        self.timeoutMinutes = timeoutMinutes
    }

    /// Makes the next `count` calls to `endpoint` fail with `error`.
    public func injectFailure(_ error: PasscodeAPIError, on endpoint: PasscodeEndpoint, count: Int = 1) {
        faults[endpoint, default: []] += Array(repeating: error, count: max(0, count))
    }

    /// The most recent reset code sent, if any.
    public var latestResetCode: String? { sentResetCodes.last }

    /// Whether the given passcode is the one stored.
    public func holds(passcode: String) -> Bool {
        guard let salt, let hash else { return false }
        return ConstantTime.equal(LegacyPasscodeHash.hash(passcode: passcode, salt: salt), hash)
    }

    // MARK: PasscodeAPI

    public func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        try begin(.setPasscode)
        try validate(request.passcode, field: "passcode")
        store(request.passcode)
        enabled = true
        return SetPasscodeResponse(message: "Passcode set successfully")
    }

    public func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        try begin(.verifyPasscode)
        guard consecutiveVerifyFailures < verifyFailureCap else {
            throw PasscodeAPIError.server(status: 429, message: "Too many failed attempts. Reset your passcode.")
        }
        guard holds(passcode: request.passcode) else {
            if hash != nil { consecutiveVerifyFailures += 1 }
            return VerifyPasscodeResponse(valid: false, passcodeHash: nil, passcodeSalt: nil)
        }
        consecutiveVerifyFailures = 0
        return VerifyPasscodeResponse(valid: true, passcodeHash: hash, passcodeSalt: salt)
    }

    public func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        try begin(.changePasscode)
        guard consecutiveVerifyFailures < verifyFailureCap else {
            throw PasscodeAPIError.server(status: 429, message: "Too many failed attempts. Reset your passcode.")
        }
        guard holds(passcode: request.currentPasscode) else {
            // A wrong current passcode is a guess like any other: it counts towards the cap.
            consecutiveVerifyFailures += 1
            throw PasscodeAPIError.server(status: 401, message: "Current passcode is incorrect")
        }
        consecutiveVerifyFailures = 0
        try validate(request.newPasscode, field: "newPasscode")
        store(request.newPasscode)
        return ChangePasscodeResponse(message: "Passcode changed successfully", passcodeHash: hash, passcodeSalt: salt)
    }

    public func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse {
        try begin(.resetPasscodeRequest)
        let value: UInt32
        if var seeded = replayableCodes {
            value = UInt32.random(in: 0..<1_000_000, using: &seeded)
            replayableCodes = seeded
        } else {
            var generator = SystemRandomNumberGenerator()
            value = UInt32.random(in: 0..<1_000_000, using: &generator)
        }
        let code = format6(value)
        let now = clock.now()
        resetCode = (digest(code), now.continuous + resetCodeLifetime, now.boot, 0)
        sentResetCodes.append(code)
        return ResetPasscodeRequestResponse(message: "A reset code has been sent to your email")
    }

    public func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        try begin(.resetPasscode)
        let invalid = PasscodeAPIError.server(status: 400, message: "Invalid or expired reset code")
        guard var pending = resetCode else { throw invalid }
        let now = clock.now()
        guard now.boot == pending.boot, now.continuous < pending.expires else {
            resetCode = nil
            throw invalid
        }
        guard ConstantTime.equal(digest(request.code), pending.digest) else {
            pending.wrongTries += 1
            resetCode = pending.wrongTries >= resetCodeMaxTries ? nil : pending
            throw invalid
        }
        try validate(request.newPasscode, field: "newPasscode")
        resetCode = nil
        store(request.newPasscode)
        enabled = true
        consecutiveVerifyFailures = 0
        return ResetPasscodeResponse(message: "Passcode reset successfully", passcodeHash: hash, passcodeSalt: salt)
    }

    public func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try begin(.passcodeTimeout)
        guard (0...1440).contains(request.minutes) else {
            throw PasscodeAPIError.server(status: 400, message: "minutes must be between 0 and 1440")
        }
        timeoutMinutes = request.minutes
        return PasscodeTimeoutResponse(passcodeTimeoutMinutes: request.minutes)
    }

    public func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try begin(.togglePasscodeEnabled)
        guard hash != nil || !request.enabled else {
            throw PasscodeAPIError.server(status: 400, message: "Set a passcode first")
        }
        enabled = request.enabled
        return TogglePasscodeResponse(passcodeEnabled: enabled)
    }

    public func currentUser() async throws -> CurrentUserPasscodeState {
        try begin(.me)
        return CurrentUserPasscodeState(
            hasPasscode: hash != nil, passcodeEnabled: enabled, passcodeTimeoutMinutes: timeoutMinutes)
    }

    // MARK: Helpers

    private func begin(_ endpoint: PasscodeEndpoint) throws {
        requestLog.append(endpoint)
        if var queued = faults[endpoint], !queued.isEmpty {
            let error = queued.removeFirst()
            faults[endpoint] = queued
            throw error
        }
    }

    private func validate(_ passcode: String, field: String) throws {
        do {
            _ = try Passcode(passcode)
        } catch {
            throw PasscodeAPIError.server(status: 400, message: "\(field) must be exactly 6 digits")
        }
    }

    private func store(_ passcode: String) {
        var generator = SystemRandomNumberGenerator()
        let newSalt = Hex.encode((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        salt = newSalt
        hash = LegacyPasscodeHash.hash(passcode: passcode, salt: newSalt)
    }

    private func digest(_ code: String) -> String { Hex.encode(SHA256.hash(data: Array(code.utf8))) }

    private func format6(_ value: UInt32) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}
