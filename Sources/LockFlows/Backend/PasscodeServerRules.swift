import LockCore

/// The server side of the seeds' passcode API, once: what every endpoint does to a ``PasscodeServerAccount``
/// and what it answers. ``InProcessPasscodeBackend`` and the reference server (`PasscodeAccounts`) both apply
/// these rules, so a client sees the same answers from either; they differ only in where the account is kept.
///
/// - Set: only on an account without a passcode (409 otherwise: `change-passcode` is the way, with proof).
/// - Remove: deletes the passcode and turns the lock off, so the account can set a new one (the seed's
///   `removePasscode()`: disable, then re-enable with a new passcode, round-trips).
/// - Guess cap: after ``guessCap`` consecutive wrong passcodes (verify, or a current passcode given as proof)
///   verify, change and every proof-needing request answer 429 until a reset. A correct passcode sets the count
///   back to zero. A wrong current passcode is 403, never 401 (401 means "not authenticated").
/// - Policy (``Policy``): `.seed` accepts the seed's bodies; `.hardened` also asks for `currentPasscode` to turn
///   the lock off, remove the passcode or change the timeout once a passcode is set.
/// - Reset codes: six digits from the generator the backend passes (the system CSPRNG on a real server), kept
///   only as a SHA-256 digest, single use, working for ``resetCodeLifetime`` (the code issued at `t` works up to
///   but not at `t + lifetime`), dead after ``resetCodeTries`` wrong tries, and superseded by a newer request.
///   At most ``resetRequestLimit`` requests per ``resetRequestWindow`` and ``wrongResetCodeLimit`` wrong codes
///   (across codes) per ``wrongResetCodeWindow`` per account; beyond, 429 with the wait (`Retry-After`).
/// - Timeout: minutes in `LockTimeout.minuteRange`, checked by `LockTimeout(minutes:)` (LockCore), the one
///   place that knows the range.
/// - Passcodes: exactly six ASCII digits (`Passcode`), stored as the seed's salted SHA-256.
///
/// Each rule returns a `Result` and may change the account even when it refuses (a wrong guess counts, a wrong
/// reset code uses up a try): the backend stores the account either way. Times are on the backend's timeline.
public struct PasscodeServerRules: Sendable, Hashable {
    /// Which request bodies the server accepts for the settings that weaken the lock.
    ///
    /// A table of its own (``NamedChoice``): `lockharness-server --policy`'s values and help read it.
    public enum Policy: String, Sendable, Hashable, Codable, CaseIterable, NamedChoice {
        /// The seed's bodies: the lock can be turned off and the timeout changed without the passcode.
        case seed
        /// Turning the lock off and changing the timeout need `currentPasscode` once a passcode is set
        /// (missing → 403 naming the field, wrong → 403 counting towards the guess cap).
        case hardened

        public var summary: String {
            switch self {
            case .seed: "the seed's bodies"
            case .hardened: "turning the lock off and changing the timeout need currentPasscode"
            }
        }

        public static let kind = "server policy"

        /// A server answers as the hardened policy unless told otherwise.
        public static let defaultChoice = hardened
    }

    /// The policy in force.
    public var policy: Policy
    /// Consecutive wrong passcodes after which verify and change answer 429 (NIST 800-63B: at most 100).
    public var guessCap: Int
    /// How long a reset code works (NIST: out-of-band codes at most 10 minutes).
    public var resetCodeLifetime: Duration
    /// Wrong tries after which a reset code is dead.
    public var resetCodeTries: Int
    /// Reset-code requests an account may make per ``resetRequestWindow``.
    public var resetRequestLimit: Int
    /// The window of ``resetRequestLimit``.
    public var resetRequestWindow: Duration
    /// Wrong reset codes (across codes) an account may send per ``wrongResetCodeWindow``; beyond, every reset
    /// attempt answers 429 until the window passes.
    public var wrongResetCodeLimit: Int
    /// The window of ``wrongResetCodeLimit``.
    public var wrongResetCodeWindow: Duration

    /// The seeds' server (seed policy): 100 guesses, reset codes valid for 10 minutes and 5 tries, 5 reset
    /// requests an hour and 10 wrong reset codes a day per account.
    public init(
        policy: Policy = .seed, guessCap: Int = 100, resetCodeLifetime: Duration = .seconds(600),
        resetCodeTries: Int = 5, resetRequestLimit: Int = 5, resetRequestWindow: Duration = .seconds(3600),
        wrongResetCodeLimit: Int = 10, wrongResetCodeWindow: Duration = .seconds(86_400)
    ) {
        self.policy = policy
        self.guessCap = guessCap
        self.resetCodeLifetime = resetCodeLifetime
        self.resetCodeTries = resetCodeTries
        self.resetRequestLimit = resetRequestLimit
        self.resetRequestWindow = resetRequestWindow
        self.wrongResetCodeLimit = wrongResetCodeLimit
        self.wrongResetCodeWindow = wrongResetCodeWindow
    }

    // MARK: Endpoints

    /// `POST /api/auth/set-passcode`: stores the first passcode and turns the lock on; a malformed passcode is
    /// 400 naming the field, and a well-formed one is 409 once a passcode exists (use change, with proof).
    public func setPasscode(
        _ request: SetPasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<SetPasscodeResponse, PasscodeServerRejection> {
        Self.validate(request.passcode, field: "passcode").flatMap { valid in
            guard !account.hasPasscode else {
                return .failure(PasscodeServerRejection(status: 409, message: Message.passcodeAlreadySet))
            }
            account.storeVerifier(for: valid.digits)
            account.enabled = true
            return .success(SetPasscodeResponse(message: Message.passcodeSet))
        }
    }

    /// `POST /api/auth/verify-passcode`: hash and salt come back only when valid; a wrong passcode counts
    /// towards the guess cap (when there is a passcode to guess).
    public func verifyPasscode(
        _ request: VerifyPasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<VerifyPasscodeResponse, PasscodeServerRejection> {
        if let refused = guessRefusal(account) { return .failure(refused) }
        guard checkGuess(request.passcode, on: &account) else {
            return .success(VerifyPasscodeResponse(valid: false, passcodeHash: nil, passcodeSalt: nil))
        }
        return .success(
            VerifyPasscodeResponse(valid: true, passcodeHash: account.passcodeHash, passcodeSalt: account.passcodeSalt))
    }

    /// `POST /api/auth/change-passcode`: the current passcode is a guess like any other (it counts towards the
    /// cap, so change cannot be used to guess past it); a wrong one is 403.
    public func changePasscode(
        _ request: ChangePasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<ChangePasscodeResponse, PasscodeServerRejection> {
        if let refused = guessRefusal(account) { return .failure(refused) }
        guard checkGuess(request.currentPasscode, on: &account) else {
            return .failure(PasscodeServerRejection(status: 403, message: Message.currentPasscodeIncorrect))
        }
        return Self.validate(request.newPasscode, field: "newPasscode").map { valid in
            account.storeVerifier(for: valid.digits)
            return ChangePasscodeResponse(
                message: Message.passcodeChanged, passcodeHash: account.passcodeHash,
                passcodeSalt: account.passcodeSalt)
        }
    }

    /// `POST /api/auth/reset-passcode-request` at `now`: a new code replaces any pending one. The answer is the
    /// same for every account (the code, to "email", is returned beside it); past ``resetRequestLimit`` requests
    /// in the window, 429 with the wait.
    public func requestReset(
        on account: inout PasscodeServerAccount, at now: Duration, using generator: inout some RandomNumberGenerator
    ) -> Result<(response: ResetPasscodeRequestResponse, code: String), PasscodeServerRejection> {
        if let wait = account.resetRequests.wait(at: now, limit: resetRequestLimit, length: resetRequestWindow) {
            return .failure(
                PasscodeServerRejection(status: 429, message: Message.tooManyResetRequests, retryAfter: wait))
        }
        account.resetRequests.record(at: now, length: resetRequestWindow)
        let code = Self.sixDigits(UInt32.random(in: 0..<1_000_000, using: &generator))
        account.resetCode = PendingResetCode(
            digest: PendingResetCode.digest(of: code), expiresAt: now + resetCodeLifetime)
        return .success((ResetPasscodeRequestResponse(message: Message.resetCodeSent), code))
    }

    /// `POST /api/auth/reset-passcode` at `now`: the pending code, if live and matching, sets the new passcode,
    /// turns the lock on and lifts the guess cap. A wrong code uses up a try and counts towards
    /// ``wrongResetCodeLimit``; past it, 429 with the wait. An expired code is removed. A malformed new passcode
    /// is refused without using up the (correct) code.
    public func resetPasscode(
        _ request: ResetPasscodeRequest, on account: inout PasscodeServerAccount, at now: Duration
    ) -> Result<ResetPasscodeResponse, PasscodeServerRejection> {
        if let wait = account.wrongResetCodes.wait(at: now, limit: wrongResetCodeLimit, length: wrongResetCodeWindow) {
            return .failure(
                PasscodeServerRejection(status: 429, message: Message.tooManyWrongResetCodes, retryAfter: wait))
        }
        let invalid = PasscodeServerRejection.badRequest(Message.invalidResetCode)
        guard var pending = account.resetCode else { return .failure(invalid) }
        guard isLive(pending, at: now) else {
            account.resetCode = nil
            return .failure(invalid)
        }
        guard pending.matches(request.code) else {
            pending.wrongTries += 1
            account.resetCode = pending.wrongTries >= resetCodeTries ? nil : pending
            account.wrongResetCodes.record(at: now, length: wrongResetCodeWindow)
            return .failure(invalid)
        }
        return Self.validate(request.newPasscode, field: "newPasscode").map { valid in
            account.resetCode = nil
            account.storeVerifier(for: valid.digits)
            account.enabled = true
            account.consecutiveFailures = 0
            return ResetPasscodeResponse(
                message: Message.passcodeReset, passcodeHash: account.passcodeHash, passcodeSalt: account.passcodeSalt)
        }
    }

    /// `PUT /api/user/passcode-timeout`: minutes in `LockTimeout.minuteRange`; under the hardened policy, with
    /// the current passcode as proof once one is set.
    public func updateTimeout(
        _ request: PasscodeTimeoutRequest, on account: inout PasscodeServerAccount
    ) -> Result<PasscodeTimeoutResponse, PasscodeServerRejection> {
        do {
            _ = try LockTimeout(minutes: request.minutes)
        } catch {
            return .failure(.badRequest(Message.timeoutOutOfRange))
        }
        if policy == .hardened,
            let refused = proofRefusal(request.currentPasscode, to: "change the timeout", &account)
        {
            return .failure(refused)
        }
        account.timeoutMinutes = request.minutes
        return .success(PasscodeTimeoutResponse(passcodeTimeoutMinutes: request.minutes))
    }

    /// `PUT /api/auth/toggle-passcode-enabled`: on only with a passcode; off any time under the seed policy,
    /// with the current passcode as proof under the hardened one.
    public func togglePasscodeEnabled(
        _ request: TogglePasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<TogglePasscodeResponse, PasscodeServerRejection> {
        guard account.hasPasscode || !request.enabled else { return .failure(.badRequest(Message.setPasscodeFirst)) }
        if policy == .hardened, !request.enabled,
            let refused = proofRefusal(request.currentPasscode, to: "turn the lock off", &account)
        {
            return .failure(refused)
        }
        account.enabled = request.enabled
        return .success(TogglePasscodeResponse(passcodeEnabled: account.enabled))
    }

    /// `POST /api/auth/remove-passcode`: deletes the stored passcode and turns the lock off; under the hardened
    /// policy only with the current passcode as proof (missing or wrong → 403, a wrong one counting as a guess).
    /// Removing from an account without a passcode succeeds and changes nothing but `enabled` (idempotent).
    public func removePasscode(
        _ request: RemovePasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<RemovePasscodeResponse, PasscodeServerRejection> {
        if policy == .hardened,
            let refused = proofRefusal(request.currentPasscode, to: "remove the passcode", &account)
        {
            return .failure(refused)
        }
        account.passcodeHash = nil
        account.passcodeSalt = nil
        account.enabled = false
        account.consecutiveFailures = 0
        account.resetCode = nil
        return .success(RemovePasscodeResponse(message: Message.passcodeRemoved))
    }

    /// `GET /api/auth/me` (the passcode fields).
    public func currentUser(_ account: PasscodeServerAccount) -> CurrentUserPasscodeState {
        CurrentUserPasscodeState(
            hasPasscode: account.hasPasscode, passcodeEnabled: account.enabled,
            passcodeTimeoutMinutes: account.timeoutMinutes)
    }

    // MARK: Rules

    /// Whether `code` still works at `now`: from its request up to, not including, its expiry.
    public func isLive(_ code: PendingResetCode, at now: Duration) -> Bool { now < code.expiresAt }

    /// The 429 once the account has used up its guesses, else nil.
    public func guessRefusal(_ account: PasscodeServerAccount) -> PasscodeServerRejection? {
        account.consecutiveFailures < guessCap
            ? nil : PasscodeServerRejection(status: 429, message: Message.tooManyFailedAttempts)
    }

    /// The refusal of a request that needs the current passcode as proof to `action`, else nil (also nil when no
    /// passcode is set: there is nothing to prove). A wrong proof is a guess: it counts towards the cap.
    private func proofRefusal(
        _ proof: String?, to action: String, _ account: inout PasscodeServerAccount
    ) -> PasscodeServerRejection? {
        guard account.hasPasscode else { return nil }
        if let refused = guessRefusal(account) { return refused }
        guard let proof else {
            return PasscodeServerRejection(status: 403, message: Message.currentPasscodeRequired(to: action))
        }
        return checkGuess(proof, on: &account)
            ? nil : PasscodeServerRejection(status: 403, message: Message.currentPasscodeIncorrect)
    }

    /// Checks a guessed passcode and keeps the count: a wrong one counts (if a passcode is set), a right one
    /// clears the count.
    private func checkGuess(_ passcode: String, on account: inout PasscodeServerAccount) -> Bool {
        guard account.holds(passcode) else {
            if account.hasPasscode { account.consecutiveFailures += 1 }
            return false
        }
        account.consecutiveFailures = 0
        return true
    }

    private static func validate(_ text: String, field: String) -> Result<Passcode, PasscodeServerRejection> {
        do {
            return .success(try Passcode(text))
        } catch {
            return .failure(.badRequest(Message.malformedPasscode(field: field)))
        }
    }

    private static func sixDigits(_ value: UInt32) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}
